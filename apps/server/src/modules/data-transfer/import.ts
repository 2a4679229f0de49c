// POST /licenses/import/ (issues 18, 30): read the sheet, find its header line (or take the one
// given), map its columns (given, or guessed from headers and values), check each row by core's
// rules, then one transaction that creates the new businesses the sheet names and writes the
// licences. A dry run does everything and rolls back, so its preview says exactly what an import would do.
import {
  businessDirectory,
  type CheckedRow,
  canEdit,
  cellText,
  checkSheetRow,
  findHeaderRow,
  guessColumns,
  HEADER_SCAN_ROWS,
  IMPORT_MAX_NEW_BUSINESSES,
  IMPORT_PREVIEW_ROWS,
  type ImportField,
  type ImportMapping,
  type ImportMode,
  type ImportSummary,
  isBlankRow,
  type NewBusinessDefaults,
  nameKey,
  planNewBusinesses,
  type SheetCell,
} from '@lt/core';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { createBusiness, listBusinesses } from '../businesses/service';
import { type ImportOutcome, importLicenseRows } from '../licenses/bulk-import';
import { roleInWorkspace } from '../workspaces/access';
import { readSheet } from './sheet-files';

export interface ImportRequest {
  file: Buffer;
  /** The target workspace (owner or editor); undefined: every business the caller may edit. */
  workspaceId?: string;
  mapping?: ImportMapping;
  /** The 1-based line of the headers; undefined: found by findHeaderRow. */
  headerRow?: number;
  /** Where new businesses go when the sheet has no province or city for them. */
  newBusiness?: NewBusinessDefaults;
  mode: ImportMode;
  dryRun: boolean;
}

const inWorkspace = (workspaceId: string, wanted: string | undefined) =>
  wanted === undefined || workspaceId === wanted;

/** A stand-in id for a business the import will create, so its rows check like any other. */
const placeholderId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** Thrown inside the transaction of a dry run so that it rolls back. */
class DryRunRollback extends Error {}

/** The header line, the data lines after it (with their 1-based line numbers) and the mapping. */
function readLayout(rows: SheetCell[][], request: ImportRequest) {
  const headerIndex = request.headerRow === undefined ? findHeaderRow(rows) : request.headerRow - 1;
  if (headerIndex < 0 || (rows.length > 0 && headerIndex >= rows.length)) {
    throw badRequest(`header_row: must be a line of the sheet (1 to ${rows.length})`);
  }
  const headers = (rows[headerIndex] ?? []).map(cellText);
  const data = rows.slice(headerIndex + 1).map((cells, i) => ({ line: headerIndex + 2 + i, cells }));
  const nonBlank = data.filter((d) => !isBlankRow(d.cells));
  const mapping =
    request.mapping ??
    guessColumns(
      headers,
      nonBlank.map((d) => d.cells),
    );
  for (const [field, column] of Object.entries(mapping) as [ImportField, number][]) {
    if (column >= headers.length)
      throw badRequest(`mapping: ${field} points at column ${column}, past the last one`);
  }
  if (mapping.license_name === undefined) {
    throw badRequest('No column is mapped to the licence name: map one, or name a header "Licence name".');
  }
  return { headerIndex, headers, data: nonBlank, mapping };
}

export async function importLicenses(
  db: Db,
  ownerId: string,
  request: ImportRequest,
  now: Date,
): Promise<ImportSummary> {
  // The role first: a viewer or a stranger learns nothing about the file's reading.
  if (request.workspaceId) await roleInWorkspace(db, ownerId, request.workspaceId, 'edit');
  const rows = await readSheet(request.file);
  const { headerIndex, headers, data, mapping } = readLayout(rows, request);

  const visible = (await listBusinesses(db, ownerId)).filter((v) =>
    inWorkspace(v.business.workspaceId, request.workspaceId),
  );
  // Only businesses the caller may edit take rows; one they only view is neither used nor created
  // again under the same name (issue 14).
  const editable = visible
    .filter((v) => canEdit(v.role))
    .map(({ business: b }) => ({ id: b.id, name: b.businessName }));
  const plans = planNewBusinesses(
    data.map((d) => d.cells),
    mapping,
    new Set(visible.map((v) => nameKey(v.business.businessName))),
    request.newBusiness,
  );
  if (plans.length > IMPORT_MAX_NEW_BUSINESSES) {
    throw badRequest(
      `The file names ${plans.length} new businesses; at most ${IMPORT_MAX_NEW_BUSINESSES} can be created in one import.`,
    );
  }
  const creatable = plans.filter((p) => p.problem === null);
  const directory = businessDirectory([
    ...editable,
    ...creatable.map((p, i) => ({ id: placeholderId(i), name: p.name })),
  ]);
  // A sheet naming no business while the caller has one: that one (a new name is not "the only").
  directory.only = editable.length === 1 && mapping.business === undefined ? editable[0]!.id : null;
  directory.refused = new Map(plans.flatMap((p) => (p.problem ? [[nameKey(p.name), p.problem]] : [])));

  const checked: CheckedRow[] = data.map((d) => checkSheetRow(d.cells, mapping, directory, d.line));
  const bad = checked.filter((c) => c.problems.length > 0);
  const good = checked.flatMap((c) => (c.license ? [{ row: c.row, license: c.license }] : []));
  // Created only when a row that names it is written: a business whose rows all fail is not made.
  const needed = creatable.filter((_, i) => good.some((g) => g.license.business_id === placeholderId(i)));
  const refuseAll = request.mode === 'all_or_nothing' && bad.length > 0;

  let outcomes: ImportOutcome[] = [];
  let written = false;
  if (!refuseAll || request.dryRun) {
    try {
      await db.transaction(async (tx) => {
        const realIds = new Map<string, string>();
        for (const plan of needed) {
          const { business } = await createBusiness(tx, ownerId, {
            business_name: plan.name,
            business_type: 'Other',
            city: plan.city!,
            province: plan.province!,
            address: null,
            postal_code: null,
            workspace_id: request.workspaceId,
          });
          realIds.set(placeholderId(creatable.indexOf(plan)), business.id);
        }
        const rowsToWrite = good.map((g) => ({
          row: g.row,
          license: { ...g.license, business_id: realIds.get(g.license.business_id) ?? g.license.business_id },
        }));
        outcomes = await importLicenseRows(tx, ownerId, rowsToWrite, now, request.workspaceId);
        const refused = outcomes.some((o) => o.action === 'skip');
        if (request.dryRun || (request.mode === 'all_or_nothing' && refused)) throw new DryRunRollback();
      });
      written = true;
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
    }
  }

  const outcomeOf = new Map(outcomes.map((o) => [o.row, o]));
  // A dry run tells what would happen; a refused import (all or nothing) wrote nothing.
  const count = (action: ImportOutcome['action']) =>
    written || request.dryRun ? outcomes.filter((o) => o.action === action).length : 0;
  const cellsOf = new Map(data.map((d) => [d.line, d.cells]));
  const problemsOf = (c: CheckedRow): string[] => {
    if (c.problems.length > 0) return c.problems;
    const outcome = outcomeOf.get(c.row);
    return outcome?.action === 'skip' ? [outcome.reason ?? 'Skipped'] : [];
  };
  const skipped = checked.flatMap((c) => {
    const problems = problemsOf(c);
    if (problems.length === 0) return [];
    const cells = Array.from({ length: headers.length }, (_, i) => cellText(cellsOf.get(c.row)?.[i]));
    return [{ row: c.row, reason: problems.join('; '), problems, cells }];
  });
  const column = (row: number, field: ImportField) =>
    mapping[field] === undefined ? '' : cellText(cellsOf.get(row)?.[mapping[field]]);
  const createdNew = written || request.dryRun;

  return {
    dry_run: request.dryRun,
    written,
    headers,
    header_row: headerIndex + 1,
    top_rows: rows
      .slice(0, HEADER_SCAN_ROWS)
      .map((cells) => cells.slice(0, 8).map((c) => cellText(c).slice(0, 40))),
    new_businesses: plans.map((p) => ({
      name: p.name,
      province: p.province,
      city: p.city,
      rows: p.rows,
      created: createdNew && needed.includes(p as (typeof needed)[number]),
    })),
    mapping,
    rows: checked.length,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    skipped,
    preview: request.dryRun
      ? checked.slice(0, IMPORT_PREVIEW_ROWS).map((c) => {
          const outcome = outcomeOf.get(c.row);
          return {
            row: c.row,
            action: c.problems.length > 0 ? 'skip' : (outcome?.action ?? 'skip'),
            license_name: c.license?.license_name ?? column(c.row, 'license_name'),
            business_name: column(c.row, 'business'),
            expiry_date: c.license?.expiry_date ?? null,
            problems: problemsOf(c),
          };
        })
      : [],
  };
}
