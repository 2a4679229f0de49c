// The licence export (issue 18): the licence manager's filters, the sheet's columns from core, every
// text cell neutralised against formula injection. Re-importing it changes nothing.
import {
  formatReminderDaysCell,
  formatRuleCell,
  type License,
  type LicenseExportQuery,
  neutraliseFormula,
  SHEET_FIELDS,
  type SheetField,
  type SheetLanguage,
  sheetHeaders,
  statusLabel,
} from '@lt/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listLicenses, toLicense } from '../licenses/service';
import { roleInWorkspace } from '../workspaces/access';

type ExportQuery = z.output<typeof LicenseExportQuery>;

const YES_NO: Record<SheetLanguage, [string, string]> = { en: ['yes', 'no'], fr: ['oui', 'non'] };

function cell(license: License, field: SheetField, language: SheetLanguage): string {
  switch (field) {
    case 'business':
      return license.business_name;
    case 'renewal_rule':
      return formatRuleCell(license.renewal_rule);
    case 'reminder_days':
      return formatReminderDaysCell(license.reminder_days);
    case 'reminder_enabled':
      return YES_NO[language][license.reminder_enabled ? 0 : 1];
    default:
      return license[field] ?? '';
  }
}

/**
 * The caller's licences as sheet rows, the header first. Scoped like GET /licenses/ (every workspace
 * the caller belongs to), or one workspace: any member may export it, a non-member gets a 404.
 */
export async function exportRows(
  db: Db,
  ownerId: string,
  query: ExportQuery,
  now: Date,
): Promise<string[][]> {
  if (query.workspace_id) await roleInWorkspace(db, ownerId, query.workspace_id, 'read');
  const licenses = (await listLicenses(db, ownerId))
    .filter((owned) => !query.workspace_id || owned.workspaceId === query.workspace_id)
    .map((owned) => toLicense(owned, now))
    .filter(
      (l) =>
        (!query.status || statusLabel(l) === query.status) &&
        (!query.level || l.level === query.level) &&
        (!query.business_id || l.business_id === query.business_id),
    );
  return licenseSheet(licenses, query.lang);
}

/** Licences as sheet rows in the export's columns, the header row first (also "download my data"'s CSV). */
export function licenseSheet(licenses: readonly License[], language: SheetLanguage): string[][] {
  return [
    sheetHeaders(language),
    ...licenses.map((l) => SHEET_FIELDS.map((field) => neutraliseFormula(cell(l, field, language)))),
  ];
}

/** `licences-2026-11-23.csv`: the day of the export in the file name. */
export const exportFileName = (now: Date, extension: 'csv' | 'xlsx') =>
  `licences-${now.toISOString().slice(0, 10)}.${extension}`;
