// The licence spreadsheet (issue 18): the one table of columns that export writes and import reads,
// the header labels in each language, the guess of a mapping from a sheet's headers, and the cell
// texts of the fields that are not plain text (renewal rule, lead times, yes/no).
import { LICENSE_LEVELS, type LicenseLevel } from './levels';
import { normalizeReminderDays } from './reminder-schedule';
import type { RenewalRule } from './renewal-rule';

export const SHEET_LANGUAGES = ['en', 'fr'] as const;
export type SheetLanguage = (typeof SHEET_LANGUAGES)[number];

/** The fields a column can be mapped to, in the order the export writes them. */
export const SHEET_FIELDS = [
  'id',
  'business',
  'license_name',
  'license_type',
  'level',
  'issued_date',
  'expiry_date',
  'license_number',
  'authority',
  'renewal_rule',
  'reminder_days',
  'reminder_enabled',
  'source_url',
  'notes',
] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];

interface SheetColumn {
  /** The header the export writes, by language. */
  label: Record<SheetLanguage, string>;
  /** Other headers a user's own sheet may use for it, in either language. */
  aliases: readonly string[];
}

/** One place for the headers: the export writes `label[lang]`, the import recognises all of them. */
export const SHEET_COLUMNS: Record<SheetField, SheetColumn> = {
  id: { label: { en: 'ID', fr: 'ID' }, aliases: ['licence id', 'license id', 'identifiant'] },
  business: {
    label: { en: 'Business', fr: 'Entreprise' },
    aliases: [
      'business name',
      'company',
      'nom de l’entreprise',
      "nom de l'entreprise",
      'société',
      'commerce',
    ],
  },
  license_name: {
    label: { en: 'Licence name', fr: 'Nom du permis' },
    aliases: [
      'license name',
      'licence',
      'license',
      'name',
      'permit',
      'permis',
      'nom',
      'nom de la licence',
      'licence/permit',
      'license/permit',
      'licence or permit',
      'permit name',
      'registration',
      'permis/licence',
      'inscription',
    ],
  },
  license_type: {
    label: { en: 'Type', fr: 'Type' },
    aliases: ['licence type', 'license type', 'type de permis', 'catégorie'],
  },
  level: { label: { en: 'Level', fr: 'Niveau' }, aliases: ['government level', 'palier', 'ordre'] },
  issued_date: {
    label: { en: 'Issue date', fr: 'Date de délivrance' },
    aliases: [
      'issued',
      'issued date',
      'issued on',
      'date issued',
      'délivré le',
      "date d'émission",
      'émis le',
    ],
  },
  expiry_date: {
    label: { en: 'Expiry date', fr: "Date d'expiration" },
    aliases: ['expiry', 'expires', 'expiration', 'expiration date', 'expires on', 'échéance', 'expire le'],
  },
  license_number: {
    label: { en: 'Licence number', fr: 'Numéro de permis' },
    aliases: [
      'license number',
      'number',
      'no',
      'permit number',
      'numéro',
      'no de permis',
      'numéro de licence',
    ],
  },
  authority: {
    label: { en: 'Authority', fr: 'Autorité' },
    aliases: ['issuing authority', 'issuer', 'émetteur', 'organisme', 'autorité émettrice'],
  },
  renewal_rule: {
    label: { en: 'Renewal rule', fr: 'Règle de renouvellement' },
    aliases: ['renewal', 'renews', 'renouvellement'],
  },
  reminder_days: {
    label: { en: 'Reminder days', fr: 'Jours de rappel' },
    aliases: ['lead times', 'reminders', 'rappels', 'délais de rappel'],
  },
  reminder_enabled: {
    label: { en: 'Reminders on', fr: 'Rappels actifs' },
    aliases: ['reminders enabled', 'reminder enabled', 'rappels activés'],
  },
  source_url: {
    label: { en: 'Source', fr: 'Source' },
    aliases: ['source url', 'link', 'url', 'lien', 'site'],
  },
  notes: {
    label: { en: 'Notes', fr: 'Notes' },
    aliases: ['note', 'comments', 'remarks', 'commentaires', 'remarques'],
  },
};

/**
 * Columns only an import reads (issue 30): where a business the sheet names, and that does not
 * exist yet, is. The export does not write them (a licence's business is already somewhere).
 */
export const IMPORT_ONLY_FIELDS = ['province', 'city'] as const;
export const IMPORT_FIELDS = [...SHEET_FIELDS, ...IMPORT_ONLY_FIELDS] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_ONLY_COLUMNS: Record<(typeof IMPORT_ONLY_FIELDS)[number], SheetColumn> = {
  province: {
    label: { en: 'Province', fr: 'Province' },
    aliases: ['prov', 'province or territory', 'province/territory', 'territoire', 'state'],
  },
  city: {
    label: { en: 'City', fr: 'Ville' },
    aliases: ['town', 'municipality', 'municipalité', 'localité', 'location city'],
  },
};

/** The header row of an export in a language. */
export function sheetHeaders(language: SheetLanguage = 'en'): string[] {
  return SHEET_FIELDS.map((field) => SHEET_COLUMNS[field].label[language]);
}

/** Lower case, accents kept, punctuation and spaces folded: "Date d’expiration " → "date d'expiration". */
function headerKey(header: string): string {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/#|\bn[°º]/g, ' number ')
    .replace(/[\s_.:/()-]+/g, ' ')
    .trim();
}

const accentless = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const KNOWN_HEADERS: Map<string, ImportField> = (() => {
  const known = new Map<string, ImportField>();
  for (const field of IMPORT_FIELDS) {
    const column: SheetColumn =
      field in SHEET_COLUMNS
        ? SHEET_COLUMNS[field as SheetField]
        : IMPORT_ONLY_COLUMNS[field as (typeof IMPORT_ONLY_FIELDS)[number]];
    for (const name of [field, ...Object.values(column.label), ...column.aliases]) {
      known.set(headerKey(name), field);
      known.set(accentless(headerKey(name)), field);
    }
  }
  return known;
})();

/** Field → column index (0-based); a field taken by an earlier column is not given twice. */
export type SheetMapping = Partial<Record<ImportField, number>>;

/** The field a header names exactly (any language, case, accents, punctuation aside), if any. */
export function headerField(header: string): ImportField | undefined {
  const key = headerKey(header);
  return KNOWN_HEADERS.get(key) ?? KNOWN_HEADERS.get(accentless(key));
}

/** The mapping guessed from a header row in English or French; unknown headers stay unmapped. */
export function guessMapping(headers: readonly string[]): SheetMapping {
  const mapping: SheetMapping = {};
  headers.forEach((header, index) => {
    const field = headerField(header);
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}

/** How registers write the levels (issue 30): "City", "Fed", "Prov.", "Ville", "Fédérale"… */
const LEVEL_WORDS: Record<string, LicenseLevel> = {
  ...Object.fromEntries(
    [
      'city',
      'town',
      'ville',
      'municipalite',
      'municipality',
      'municipale',
      'mun',
      'muni',
      'local',
      'region',
      'regional',
      'county',
    ].map((w) => [w, 'municipal' as const]),
  ),
  ...Object.fromEntries(
    ['prov', 'province', 'provinciale', 'territorial', 'territory', 'territoire', 'territoriale'].map((w) => [
      w,
      'provincial' as const,
    ]),
  ),
  ...Object.fromEntries(
    ['fed', 'federale', 'canada', 'national', 'cra', 'arc'].map((w) => [w, 'federal' as const]),
  ),
};

/** A level as written in either language ("Fédéral", "provincial") → its value. */
export function parseLevel(text: string): LicenseLevel | undefined {
  const key = accentless(text.trim().toLowerCase()).replace(/\.$/, '');
  return (LICENSE_LEVELS as readonly string[]).includes(key) ? (key as LicenseLevel) : LEVEL_WORDS[key];
}

/** The rule as a cell: "every 12 months", "every year on 03-31", "no expiry", "date printed". */
export function formatRuleCell(rule: RenewalRule): string {
  switch (rule.kind) {
    case 'term':
      return `every ${rule.months} months`;
    case 'fixed_date':
      return `every year on ${String(rule.month).padStart(2, '0')}-${String(rule.day).padStart(2, '0')}`;
    case 'none':
      return 'no expiry';
    case 'printed':
      return 'date printed';
  }
}

/**
 * A rule cell in English or French: "every 12 months" / "12 mois", "every year on 03-31" /
 * "chaque année le 03-31", "no expiry" / "aucune" / "sans échéance". Null when it is not one.
 */
export function parseRuleCell(text: string): RenewalRule | null {
  const key = accentless(text.trim().toLowerCase());
  if (/^(no expiry|none|never|aucune?|sans (expiration|echeance)|jamais)$/.test(key)) return { kind: 'none' };
  if (/^(date printed|as printed|printed|date inscrite|inscrite)$/.test(key)) return { kind: 'printed' };
  const fixed = /(\d{1,2})-(\d{1,2})\s*$/.exec(key);
  if (fixed && /(year|annee|an)\b/.test(key)) {
    return { kind: 'fixed_date', month: Number(fixed[1]), day: Number(fixed[2]) };
  }
  const term = /^(?:every\s+|tous les\s+|aux\s+)?(\d{1,3})\s*(months?|mois)$/.exec(key);
  if (term) return { kind: 'term', months: Number(term[1]) };
  const years = /^(?:every\s+|tous les\s+)?(\d{1,2})?\s*(years?|ans?|annees?)$/.exec(key);
  if (years) return { kind: 'term', months: 12 * Number(years[1] ?? 1) };
  return null;
}

/** Lead times as a cell: "30, 14, 7". */
export const formatReminderDaysCell = (days: readonly number[]): string => days.join(', ');

/** "30, 14, 7" or "30;14;7" → [30, 14, 7]; null when a part is not a whole number. */
export function parseReminderDaysCell(text: string): number[] | null {
  const parts = text.split(/[,;\s]+/).filter(Boolean);
  if (parts.length === 0 || !parts.every((p) => /^\d{1,4}$/.test(p))) return null;
  return normalizeReminderDays(parts.map(Number));
}

/** "yes" / "no" in either language, true / false, 1 / 0; null when it is none of these. */
export function parseYesNoCell(text: string): boolean | null {
  const key = accentless(text.trim().toLowerCase());
  if (['yes', 'y', 'true', '1', 'oui', 'o', 'vrai', 'on'].includes(key)) return true;
  if (['no', 'n', 'false', '0', 'non', 'faux', 'off'].includes(key)) return false;
  return null;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return)
 * gets a leading apostrophe, so it shows as text (OWASP's CSV injection advice). Import takes the
 * apostrophe off again, so the export re-imports unchanged.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The reverse of `neutraliseFormula`. */
export function restoreNeutralised(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
