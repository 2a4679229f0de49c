// The licence export (issue 18): the licence list's search, filters and sort, the sheet's columns from core, every
// text cell neutralised against formula injection. Re-importing it changes nothing.
import {
  authorityIn,
  formatReminderDaysCell,
  formatRuleCell,
  type License,
  type LicenseExportQuery,
  type LicenseLevel,
  licenceNameIn,
  neutraliseFormula,
  type RenewalRule,
  SHEET_FIELDS,
  type SheetField,
  type SheetLanguage,
  sheetHeaders,
} from '@lt/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listPage } from '../licenses/list-page';
import { toLicense } from '../licenses/service';
import { roleInWorkspace } from '../workspaces/access';

type ExportQuery = z.output<typeof LicenseExportQuery>;

const YES_NO: Record<SheetLanguage, [string, string]> = { en: ['yes', 'no'], fr: ['oui', 'non'] };

/** The level in the sheet's language (issue 30); the import's parseLevel reads both back. */
const LEVEL_WORDS: Record<SheetLanguage, Record<LicenseLevel, string>> = {
  en: { municipal: 'municipal', provincial: 'provincial', federal: 'federal' },
  fr: { municipal: 'municipal', provincial: 'provincial', federal: 'fédéral' },
};

/**
 * The renewal rule in the sheet's language (issue 30), in words the import's parseRuleCell reads
 * back: "tous les 12 mois", "chaque année le 03-31", "sans échéance", "date inscrite".
 */
function ruleCell(rule: RenewalRule, language: SheetLanguage): string {
  if (language === 'en') return formatRuleCell(rule);
  switch (rule.kind) {
    case 'term':
      return `tous les ${rule.months} mois`;
    case 'fixed_date':
      return `chaque année le ${String(rule.month).padStart(2, '0')}-${String(rule.day).padStart(2, '0')}`;
    case 'none':
      return 'sans échéance';
    case 'printed':
      return 'date inscrite';
  }
}

function cell(license: License, field: SheetField, language: SheetLanguage): string {
  switch (field) {
    case 'business':
      return license.business_name;
    // The names in the sheet's language, the exporting reader's (issue 27): a template's French name
    // in a French sheet. Read back, a licence's own French names read as its stored ones (bulk-import.ts).
    case 'license_name':
      return licenceNameIn(license, language);
    case 'authority':
      return authorityIn(license, language) ?? '';
    case 'level':
      return LEVEL_WORDS[language][license.level];
    case 'renewal_rule':
      return ruleCell(license.renewal_rule, language);
    case 'reminder_days':
      return formatReminderDaysCell(license.reminder_days);
    case 'reminder_enabled':
      return YES_NO[language][license.reminder_enabled ? 0 : 1];
    default:
      return license[field] ?? '';
  }
}

/** No page: the export holds every licence that matches (a caller has thousands, not millions). */
const EVERY_ROW = 2_147_483_647;

/**
 * The caller's licences as sheet rows, the header first: exactly the rows GET /licenses/ would list
 * for the same search, filters and sort (decision 034), by the list's own query, without its pages.
 * With `workspace_id`, any member may export it and a non-member gets a 404.
 */
export async function exportRows(
  db: Db,
  ownerId: string,
  query: ExportQuery,
  now: Date,
): Promise<string[][]> {
  if (query.workspace_id) await roleInWorkspace(db, ownerId, query.workspace_id, 'read');
  const { rows } = await listPage(db, ownerId, { ...query, limit: EVERY_ROW, offset: 0 }, now);
  return licenseSheet(
    rows.map((owned) => toLicense(owned, now)),
    query.lang,
  );
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
