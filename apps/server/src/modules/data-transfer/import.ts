// POST /licenses/import/ (issue 18): read the sheet, map its columns (given or guessed from the
// headers), check each row by core's rules, then one transaction. A dry run does everything and
// rolls back, so its preview says exactly what an import would do.
import {
  businessDirectory,
  type CheckedRow,
  canEdit,
  cellText,
  checkSheetRow,
  guessMapping,
  IMPORT_PREVIEW_ROWS,
  type ImportMapping,
  type ImportMode,
  type ImportSummary,
  isBlankRow,
  type SheetField,
} from '@lt/core';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { listBusinesses } from '../businesses/service';
import { type ImportOutcome, importLicenseRows } from '../licenses/bulk-import';
import { roleInWorkspace } from '../workspaces/access';
import { readSheet } from './sheet-files';

export interface ImportRequest {
  file: Buffer;
  /** The target workspace (owner or editor); undefined: every business the caller may edit. */
  workspaceId?: string;
  mapping?: ImportMapping;
  mode: ImportMode;
  dryRun: boolean;
}

const inWorkspace = (workspaceId: string, wanted: string | undefined) =>
  wanted === undefined || workspaceId === wanted;

/** Thrown inside the transaction of a dry run so that it rolls back. */
class DryRunRollback extends Error {}

export async function importLicenses(
  db: Db,
  ownerId: string,
  request: ImportRequest,
  now: Date,
): Promise<ImportSummary> {
  // The role first: a viewer or a stranger learns nothing about the file's reading.
  if (request.workspaceId) await roleInWorkspace(db, ownerId, request.workspaceId, 'edit');
  const [headerRow = [], ...dataRows] = await readSheet(request.file);
  const headers = headerRow.map(cellText);
  const mapping = request.mapping ?? guessMapping(headers);
  for (const [field, column] of Object.entries(mapping) as [SheetField, number][]) {
    if (column >= headers.length)
      throw badRequest(`mapping: ${field} points at column ${column}, past the last one`);
  }
  if (mapping.license_name === undefined) {
    throw badRequest('No column is mapped to the licence name: map one, or name a header "Licence name".');
  }

  const directory = businessDirectory(
    // Only businesses the caller may edit: a viewer's rows name an "unknown business" (issue 14).
    (await listBusinesses(db, ownerId))
      .filter((v) => canEdit(v.role) && inWorkspace(v.business.workspaceId, request.workspaceId))
      .map(({ business: b }) => ({ id: b.id, name: b.businessName })),
  );
  const checked: CheckedRow[] = [];
  dataRows.forEach((cells, index) => {
    if (!isBlankRow(cells)) checked.push(checkSheetRow(cells, mapping, directory, index + 2));
  });
  const bad = checked.filter((c) => c.problems.length > 0);
  const good = checked.flatMap((c) => (c.license ? [{ row: c.row, license: c.license }] : []));
  const refuseAll = request.mode === 'all_or_nothing' && bad.length > 0;

  let outcomes: ImportOutcome[] = [];
  let written = false;
  if (!refuseAll || request.dryRun) {
    try {
      await db.transaction(async (tx) => {
        outcomes = await importLicenseRows(tx, ownerId, good, now, request.workspaceId);
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
  const skipped = checked
    .flatMap((c) => {
      const outcome = outcomeOf.get(c.row);
      if (c.problems.length > 0) return [{ row: c.row, reason: c.problems.join('; ') }];
      if (outcome?.action === 'skip') return [{ row: c.row, reason: outcome.reason ?? 'Skipped' }];
      return [];
    })
    .sort((a, b) => a.row - b.row);
  const namesOf = new Map(dataRows.map((cells, index) => [index + 2, cells]));
  const column = (row: number, field: SheetField) =>
    mapping[field] === undefined ? '' : cellText(namesOf.get(row)?.[mapping[field]]);

  return {
    dry_run: request.dryRun,
    written,
    headers,
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
            problems: c.problems.length > 0 ? c.problems : outcome?.reason ? [outcome.reason] : [],
          };
        })
      : [],
  };
}
