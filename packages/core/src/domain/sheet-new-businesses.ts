// The businesses a sheet names that do not exist yet (issue 30): listed in the preview and created
// with the licences. Each is placed by the sheet's province and city columns (the first of its rows
// that gives them), else by the province and city chosen in the import dialog.

import type { SheetMapping } from './license-sheet';
import { cellText, nameKey, type SheetCell } from './license-sheet-rows';
import type { ProvinceCode } from './provinces';
import { parseProvince } from './sheet-values';

export interface NewBusinessPlan {
  name: string;
  province: ProvinceCode | null;
  city: string | null;
  /** How many rows name it. */
  rows: number;
  /** Why it cannot be created (no province or city), in the words of a row problem. */
  problem: string | null;
}

export interface NewBusinessDefaults {
  province?: ProvinceCode;
  city?: string;
}

/**
 * The names in the business column that are not among `known` (the caller's businesses in scope,
 * by nameKey), in the order the sheet first names them.
 */
export function planNewBusinesses(
  rows: readonly (readonly SheetCell[])[],
  mapping: SheetMapping,
  known: ReadonlySet<string>,
  defaults: NewBusinessDefaults = {},
): NewBusinessPlan[] {
  const column = mapping.business;
  if (column === undefined) return [];
  const cell = (cells: readonly SheetCell[], index: number | undefined) =>
    index === undefined ? '' : cellText(cells[index]);
  const plans = new Map<string, NewBusinessPlan & { provinceText: string }>();
  for (const cells of rows) {
    const name = cell(cells, column).replace(/\s+/g, ' ');
    if (!name || known.has(nameKey(name))) continue;
    const plan = plans.get(nameKey(name)) ?? {
      name,
      province: null,
      city: null,
      rows: 0,
      problem: null,
      provinceText: '',
    };
    plan.rows += 1;
    plan.provinceText ||= cell(cells, mapping.province);
    plan.city ||= cell(cells, mapping.city) || null;
    plans.set(nameKey(name), plan);
  }
  return [...plans.values()].map(({ provinceText, ...plan }) => {
    const province = provinceText ? (parseProvince(provinceText) ?? null) : (defaults.province ?? null);
    const city = plan.city ?? (defaults.city?.trim() || null);
    let problem: string | null = null;
    if (provinceText && !province)
      problem = `New business "${plan.name}": unknown province "${provinceText}"`;
    else if (!province || !city) {
      problem = `New business "${plan.name}": give its province and city (columns of the sheet, or in the import dialog)`;
    }
    return { ...plan, province, city, problem };
  });
}
