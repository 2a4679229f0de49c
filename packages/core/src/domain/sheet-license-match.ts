// Which existing licence an imported row is (issue 30), so that importing the same sheet twice
// changes nothing: its id (from an export); else its licence number within the business; else its
// business, name and expiry (a row without an expiry date: business and name, when only one fits).
const key = (text: string | null | undefined) =>
  (text ?? '').normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

export interface MatchableLicense {
  id: string;
  business_id: string;
  /** Its names (the stored one, and the French one of a template's licence). */
  names: readonly string[];
  license_number: string | null;
  expiry_date: string | null;
}

export interface MatchedRow {
  id?: string | null;
  business_id: string;
  license_name: string;
  license_number?: string | null;
  expiry_date?: string | null;
}

/** A row's own key within the sheet: two rows with the same key are the same licence. */
export function licenseMatchKey(row: MatchedRow): string {
  return row.license_number?.trim()
    ? ['number', row.business_id, key(row.license_number)].join('\u0000')
    : ['name', row.business_id, key(row.license_name), row.expiry_date ?? ''].join('\u0000');
}

/** A lookup from a row to the id of the existing licence it is, if any. */
export function licenseMatcher(
  existing: readonly MatchableLicense[],
): (row: MatchedRow) => string | undefined {
  const ids = new Set(existing.map((l) => l.id));
  const byNumber = new Map<string, string>();
  const byNameExpiry = new Map<string, MatchableLicense>();
  const byName = new Map<string, MatchableLicense[]>();
  for (const licence of existing) {
    if (licence.license_number?.trim()) {
      const k = [licence.business_id, key(licence.license_number)].join('\u0000');
      if (!byNumber.has(k)) byNumber.set(k, licence.id);
    }
    for (const name of licence.names) {
      const k = [licence.business_id, key(name)].join('\u0000');
      const withExpiry = `${k}\u0000${licence.expiry_date ?? ''}`;
      if (!byNameExpiry.has(withExpiry)) byNameExpiry.set(withExpiry, licence);
      byName.set(k, [...(byName.get(k) ?? []), licence]);
    }
  }
  return (row) => {
    if (row.id && ids.has(row.id)) return row.id;
    const number = row.license_number?.trim();
    if (number) {
      const found = byNumber.get([row.business_id, key(number)].join('\u0000'));
      if (found) return found;
    }
    // A row with a number matches by name only a licence that has none yet (it gains the number).
    const fits = (l: MatchableLicense | undefined) =>
      l && (!number || !l.license_number?.trim()) ? l : undefined;
    const k = [row.business_id, key(row.license_name)].join('\u0000');
    if (row.expiry_date) return fits(byNameExpiry.get(`${k}\u0000${row.expiry_date}`))?.id;
    const sameName = (byName.get(k) ?? []).filter((l) => fits(l));
    const unique = new Set(sameName.map((l) => l.id));
    return unique.size === 1 ? sameName[0]!.id : undefined;
  };
}
