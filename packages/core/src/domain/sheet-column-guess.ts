// The mapping of a real register's columns (issue 30): first the headers the import knows, then
// words a header contains ("Licence expiry", "Permit #"), then what the values look like (a column
// of "ON-1000" is a licence number, a column of "City/Fed/Prov." the level, dates are dates).
import { guessMapping, type ImportField, parseLevel, type SheetMapping } from './license-sheet';
import { isNoExpiryText, parseDateValue, parseProvince } from './sheet-values';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Words in a header, in order of precedence: "Licence expiry" is an expiry, "Permit #" a number. */
const HINTS: [RegExp, ImportField][] = [
  [/#|\bno\b|\bnum|number|numero|\bn°/, 'license_number'],
  [/expir|echeance|renew(al)? (date|by)|\bdue\b|valid (until|to)|valable|fin de validite/, 'expiry_date'],
  [/authorit|issuer|issuing body|organisme|agency|ministr|department|ministere/, 'authority'],
  [/issu|deliv|\bemis|emission|start|effective|debut|obtenu/, 'issued_date'],
  [/level|jurisdiction|palier|government|gouvernement/, 'level'],
  [/business|company|client|entreprise|societe|commerce|store|establishment|etablissement/, 'business'],
  [/province|territ/, 'province'],
  [/\bcity\b|ville|town|municipalit/, 'city'],
  [/note|comment|remarq/, 'notes'],
  [/type|categor|kind/, 'license_type'],
  [/licen[cs]e|permit|permis|registration|inscription|certificat/, 'license_name'],
  [/url|link|lien|site|web/, 'source_url'],
];

/** The field a header's words suggest, when it is not a header the import knows exactly. */
export function headerHint(header: string): ImportField | undefined {
  const key = fold(header);
  return HINTS.find(([pattern]) => pattern.test(key))?.[1];
}

type ValueKind = 'code' | 'date' | 'level' | 'province' | 'url';

/** "ON-1000", "BN123456789RT0001", "TOR-2024-0042": letters and digits, no spaces, no sentence. */
export const looksLikeCode = (text: string): boolean =>
  /^[A-Za-z]{1,6}[-/]?\d[\w/-]*$/.test(text) || /^\d{3,}[-/]?[A-Za-z][\w/-]*$/.test(text);

function kindOf(cell: unknown): ValueKind | undefined {
  if (cell instanceof Date || typeof cell === 'number') return parseDateValue(cell) ? 'date' : undefined;
  const text = typeof cell === 'string' ? cell.trim() : '';
  if (!text) return undefined;
  if (parseDateValue(text) || isNoExpiryText(text)) return 'date';
  if (parseLevel(text)) return 'level';
  if (parseProvince(text)) return 'province';
  if (/^https?:\/\//i.test(text)) return 'url';
  if (looksLikeCode(text)) return 'code';
  return undefined;
}

const isEmpty = (cell: unknown) => cell === null || cell === undefined || String(cell).trim() === '';

/** What most (4 in 5) of a column's first 50 values are; undefined for plain text or an empty column. */
export function columnKind(rows: readonly (readonly unknown[])[], column: number): ValueKind | undefined {
  const values = rows
    .map((r) => r[column])
    .filter((c) => !isEmpty(c))
    .slice(0, 50);
  if (values.length === 0) return undefined;
  const counts = new Map<ValueKind | undefined, number>();
  for (const value of values) counts.set(kindOf(value), (counts.get(kindOf(value)) ?? 0) + 1);
  const [kind, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return count >= values.length * 0.8 ? kind : undefined;
}

/** Does the column hold "N/A"-like cells (a register's way to say "never expires")? */
const hasNoExpiry = (rows: readonly (readonly unknown[])[], column: number) =>
  rows.some((r) => typeof r[column] === 'string' && isNoExpiryText(r[column] as string));

/** The mapping of a sheet from its headers and its data rows, in English or French. */
export function guessColumns(
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
): SheetMapping {
  const mapping: SheetMapping = guessMapping(headers);
  const taken = () => new Set(Object.values(mapping));
  const kinds = headers.map((_, column) => columnKind(rows, column));

  headers.forEach((header, column) => {
    if (taken().has(column)) return;
    const field = headerHint(header);
    if (field && mapping[field] === undefined) mapping[field] = column;
  });

  // A "name" column of codes is the licence number: "Licence #" beside "Licence/Permit".
  const nameColumn = mapping.license_name;
  if (nameColumn !== undefined && kinds[nameColumn] === 'code') {
    delete mapping.license_name;
    if (mapping.license_number === undefined) mapping.license_number = nameColumn;
    const other = headers.findIndex(
      (h, c) => !taken().has(c) && kinds[c] === undefined && headerHint(h) === 'license_name',
    );
    if (other >= 0) mapping.license_name = other;
  }

  const dateColumns: number[] = [];
  headers.forEach((_, column) => {
    if (taken().has(column)) return;
    const kind = kinds[column];
    if (kind === 'date') dateColumns.push(column);
    const byKind: Partial<Record<ValueKind, ImportField>> = {
      code: 'license_number',
      level: 'level',
      province: 'province',
      url: 'source_url',
    };
    const field = kind ? byKind[kind] : undefined;
    if (field && mapping[field] === undefined) mapping[field] = column;
  });
  // Unnamed date columns: one with "N/A" is the expiry; otherwise issue first, then expiry.
  for (const column of dateColumns) {
    const field =
      mapping.expiry_date === undefined && (hasNoExpiry(rows, column) || mapping.issued_date !== undefined)
        ? 'expiry_date'
        : mapping.issued_date === undefined
          ? 'issued_date'
          : mapping.expiry_date === undefined
            ? 'expiry_date'
            : undefined;
    if (field) mapping[field] = column;
  }
  return mapping;
}
