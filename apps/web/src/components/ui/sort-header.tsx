import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

interface SortHeaderProps {
  label: ReactNode;
  /** The direction when this column sorts the table, else null. */
  direction: SortDirection | null;
  onSort: () => void;
  className?: string;
}

/** A column header that sorts the table: aria-sort on the cell, a button inside it. */
export function SortHeader({ label, direction, onSort, className = '' }: SortHeaderProps) {
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className={`px-3 py-3 text-left ${className}`}>
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded text-xs font-semibold tracking-wide text-slate-700 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {label}
        <span aria-hidden="true" className="text-slate-400">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
