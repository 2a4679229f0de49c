import { ADMIN_PAGE_SIZE } from '@lt/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AdminTable, EmptyRow, td, th } from './admin-table';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import type { PageRequest } from './use-admin-users';

/** One column of an admin list: its header and how a row fills its cell. */
export interface AdminColumn<T> {
  key: string;
  header: string;
  /** Counts, right-aligned in tabular figures. */
  numeric?: boolean;
  /** Extra classes of the cell (emphasis, wrapping). */
  cellClassName?: string;
  cell: (row: T) => ReactNode;
}

interface PagedAdminTableProps<T> {
  caption: string;
  columns: readonly AdminColumn<T>[];
  /** Shown in the table's one row when the list is empty. */
  empty: string;
  rowKey: (row: T) => string;
  /** The list's query hook; called once per render with the page asked for. */
  useRows: (page: PageRequest) => UseQueryResult<{ items: T[]; total: number }>;
}

/**
 * An admin list the server pages (ADMIN_PAGE_SIZE a page, X-Total-Count): its loading and error
 * states, the table and Previous / Next. Each tab says only its columns and its query.
 */
export function PagedAdminTable<T>({ caption, columns, empty, rowKey, useRows }: PagedAdminTableProps<T>) {
  const [offset, setOffset] = useState(0);
  const rows = useRows({ limit: ADMIN_PAGE_SIZE, offset });
  if (!rows.data) {
    return <QueryState isPending={rows.isPending} isError={rows.isError} retry={() => void rows.refetch()} />;
  }
  const { items, total } = rows.data;
  const align = (column: AdminColumn<T>) => (column.numeric ? 'text-right tabular-nums' : '');
  return (
    <div>
      <AdminTable
        caption={caption}
        head={columns.map((column) => (
          <th key={column.key} scope="col" className={`${th} ${column.numeric ? 'text-right' : ''}`}>
            {column.header}
          </th>
        ))}
      >
        {items.length === 0 && <EmptyRow colSpan={columns.length}>{empty}</EmptyRow>}
        {items.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.key} className={`${td} ${align(column)} ${column.cellClassName ?? ''}`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </AdminTable>
      <Pagination
        offset={offset}
        limit={ADMIN_PAGE_SIZE}
        total={total}
        shown={items.length}
        onChange={setOffset}
      />
    </div>
  );
}
