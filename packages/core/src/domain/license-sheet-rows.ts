// One row of an imported licence sheet → the body of a licence, or the row's problems in words
// (issue 18). The same field rules as POST /licenses/ apply: the row goes through `LicenseInput`.
import type { z } from 'zod';
import { LicenseInput } from '../contracts/licenses';
import {
  parseLevel,
  parseReminderDaysCell,
  parseRuleCell,
  parseYesNoCell,
  restoreNeutralised,
  type SheetField,
  type SheetMapping,
} from './license-sheet';
import type { PlainDate } from './plain-date';
import { isNoExpiryText, parseDateText } from './sheet-values';

/** What a spreadsheet cell can hold once read (an .xlsx date cell is a Date at midnight UTC). */
export type SheetCell = string | number | boolean | Date | null | undefined;

export type ImportedLicense = z.output<typeof LicenseInput> & {
  /** The licence this row names by the id column of an export, when it has one. */
  id: string | null;
};

export interface CheckedRow {
  /** 1-based line of the sheet, the header being line 1. */
  row: number;
  license: ImportedLicense | null;
  problems: string[];
}

/** The caller's businesses by name, as the rows name them. */
export interface BusinessDirectory {
  byName: Map<string, string[]>;
  /** The only business, used when the sheet has no business column. */
  only: string | null;
  /** Why a business the sheet names cannot be used or created (by name key), said instead of "Unknown". */
  refused?: Map<string, string>;
}

export const nameKey = (name: string) => name.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

export function businessDirectory(businesses: readonly { id: string; name: string }[]): BusinessDirectory {
  const byName = new Map<string, string[]>();
  for (const b of businesses) byName.set(nameKey(b.name), [...(byName.get(nameKey(b.name)) ?? []), b.id]);
  return { byName, only: businesses.length === 1 ? businesses[0]!.id : null };
}

/** A cell as text: dates as YYYY-MM-DD, yes/no for booleans, trimmed, a neutralised formula restored. */
export function cellText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  }
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no';
  return restoreNeutralised(String(cell).trim());
}

/** A date cell's text as registers write it (sheet-values.ts: ISO, day first, month names, serials). */
export const parseDateCell = (text: string): PlainDate | null => parseDateText(text);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks one data row (`line` is its 1-based line in the sheet). */
export function checkSheetRow(
  cells: readonly SheetCell[],
  mapping: SheetMapping,
  businesses: BusinessDirectory,
  line: number,
): CheckedRow {
  const text = (field: SheetField) => {
    const index = mapping[field];
    return index === undefined ? '' : cellText(cells[index]);
  };
  const problems: string[] = [];
  const body: Record<string, unknown> = {};

  const name = text('license_name');
  if (!name) problems.push('Licence name is missing');
  body.license_name = name;

  const business = text('business');
  if (business) {
    const ids = businesses.byName.get(nameKey(business)) ?? [];
    if (ids.length === 0)
      problems.push(businesses.refused?.get(nameKey(business)) ?? `Unknown business "${business}"`);
    else if (ids.length > 1) problems.push(`Business name "${business}" is shared by several businesses`);
    else body.business_id = ids[0];
  } else if (businesses.only && mapping.business === undefined) {
    body.business_id = businesses.only;
  } else problems.push('Business is missing');

  for (const field of ['issued_date', 'expiry_date'] as const) {
    const value = text(field);
    const label = field === 'issued_date' ? 'issue date' : 'expiry date';
    if (!value) {
      if (field === 'issued_date') problems.push('Issue date is missing');
      continue;
    }
    // "N/A", "none", "sans objet": a registration that never expires (issue 30).
    if (field === 'expiry_date' && isNoExpiryText(value)) {
      if (!text('renewal_rule')) body.renewal_rule = { kind: 'none' };
      continue;
    }
    const date = parseDateCell(value);
    if (date) body[field] = date;
    else problems.push(`Bad ${label} "${value}" (use YYYY-MM-DD)`);
  }

  const level = text('level');
  if (level) {
    const parsed = parseLevel(level);
    if (parsed) body.level = parsed;
    else problems.push(`Unknown level "${level}" (municipal, provincial or federal)`);
  } else body.level = 'municipal';

  const rule = text('renewal_rule');
  if (rule) {
    const parsed = parseRuleCell(rule);
    if (parsed) body.renewal_rule = parsed;
    else
      problems.push(
        `Unknown renewal rule "${rule}" (e.g. "every 12 months", "every year on 03-31", "no expiry", "date printed")`,
      );
  }

  const days = text('reminder_days');
  if (days) {
    const parsed = parseReminderDaysCell(days);
    if (parsed) body.reminder_days = parsed;
    else problems.push(`Bad reminder days "${days}" (e.g. "30, 14, 7")`);
  }

  const enabled = text('reminder_enabled');
  if (enabled) {
    const parsed = parseYesNoCell(enabled);
    if (parsed === null) problems.push(`Reminders on must be yes or no, not "${enabled}"`);
    else body.reminder_enabled = parsed;
  }

  for (const field of ['license_type', 'license_number', 'authority', 'source_url', 'notes'] as const) {
    if (mapping[field] !== undefined) body[field] = text(field) || null;
  }

  const id = text('id');
  if (id && !UUID.test(id)) problems.push(`ID "${id}" is not a licence id from an export`);

  if (problems.length > 0) return { row: line, license: null, problems };
  const parsed = LicenseInput.safeParse(body);
  if (!parsed.success) {
    return {
      row: line,
      license: null,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`),
    };
  }
  return { row: line, license: { ...parsed.data, id: id ? id.toLowerCase() : null }, problems: [] };
}

/** A row the sheet leaves entirely empty is not a row at all (spreadsheets keep trailing blanks). */
export const isBlankRow = (cells: readonly SheetCell[]): boolean => cells.every((c) => cellText(c) === '');
