import { describe, expect, it } from 'vitest';
import {
  formatRuleCell,
  guessMapping,
  neutraliseFormula,
  parseLevel,
  parseReminderDaysCell,
  parseRuleCell,
  parseYesNoCell,
  restoreNeutralised,
  SHEET_FIELDS,
  sheetHeaders,
} from './license-sheet';
import { businessDirectory, checkSheetRow, isBlankRow, parseDateCell } from './license-sheet-rows';
import { licenseMatchKey } from './sheet-license-match';

describe('guessing the mapping from headers', () => {
  it('reads back every header the export writes, in English and in French', () => {
    for (const lang of ['en', 'fr'] as const) {
      const mapping = guessMapping(sheetHeaders(lang));
      expect(mapping).toEqual(Object.fromEntries(SHEET_FIELDS.map((f, i) => [f, i])));
    }
  });

  it('recognises a user’s own French sheet, accents, case and spacing aside', () => {
    const mapping = guessMapping([
      'Entreprise',
      'NOM DU PERMIS',
      'Date de delivrance',
      'Date d’expiration ',
      'Numéro',
      'Couleur',
    ]);
    expect(mapping).toEqual({
      business: 0,
      license_name: 1,
      issued_date: 2,
      expiry_date: 3,
      license_number: 4,
    });
  });

  it('gives a field to its first column only, and leaves unknown headers out', () => {
    expect(guessMapping(['Name', 'Licence', 'Colour'])).toEqual({ license_name: 0 });
  });
});

describe('cells', () => {
  it('neutralises formula-like cells and restores them', () => {
    for (const danger of ['=1+1', '+33 1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      const safe = neutraliseFormula(danger);
      expect(safe).toBe(`'${danger}`);
      expect(restoreNeutralised(safe)).toBe(danger);
    }
    expect(neutraliseFormula('Patio')).toBe('Patio');
    expect(restoreNeutralised("'quoted")).toBe("'quoted");
  });

  it('writes and reads renewal rules, in either language', () => {
    for (const rule of [
      { kind: 'term', months: 12 },
      { kind: 'term', months: 36 },
      { kind: 'fixed_date', month: 3, day: 31 },
      { kind: 'none' },
      { kind: 'printed' },
    ] as const) {
      expect(parseRuleCell(formatRuleCell(rule))).toEqual(rule);
    }
    expect(parseRuleCell('Date inscrite')).toEqual({ kind: 'printed' });
    expect(parseRuleCell('24 mois')).toEqual({ kind: 'term', months: 24 });
    expect(parseRuleCell('chaque année le 04-01')).toEqual({ kind: 'fixed_date', month: 4, day: 1 });
    expect(parseRuleCell('Aucune')).toEqual({ kind: 'none' });
    expect(parseRuleCell('2 years')).toEqual({ kind: 'term', months: 24 });
    expect(parseRuleCell('sometimes')).toBeNull();
  });

  it('reads levels, lead times, yes/no and dates', () => {
    expect(parseLevel('Fédéral')).toBe('federal');
    expect(parseLevel('Provincial ')).toBe('provincial');
    expect(parseLevel('city')).toBe('municipal');
    expect(parseLevel('Prov.')).toBe('provincial');
    expect(parseLevel('Fed')).toBe('federal');
    expect(parseLevel('sometimes')).toBeUndefined();
    expect(parseReminderDaysCell('7; 30,14')).toEqual([30, 14, 7]);
    expect(parseReminderDaysCell('thirty')).toBeNull();
    expect(parseYesNoCell('Oui')).toBe(true);
    expect(parseYesNoCell('no')).toBe(false);
    expect(parseYesNoCell('maybe')).toBeNull();
    expect(parseDateCell('2026/3/5')).toBe('2026-03-05');
    expect(parseDateCell('2026-02-30')).toBeNull();
    expect(parseDateCell('31/03/2026')).toBe('2026-03-31');
    expect(parseDateCell('31/02/2026')).toBeNull();
  });
});

describe('checking a row', () => {
  const businesses = businessDirectory([
    { id: '11111111-1111-4111-8111-111111111111', name: 'Maple Diner' },
    { id: '22222222-2222-4222-8222-222222222222', name: 'Café Soleil' },
  ]);
  const mapping = guessMapping(sheetHeaders('en'));
  const row = (patch: Record<string, unknown>) =>
    SHEET_FIELDS.map((f) => (f in patch ? patch[f] : '')) as string[];

  it('turns a good row into a licence body', () => {
    const checked = checkSheetRow(
      row({
        business: ' café soleil',
        license_name: 'Patio permit',
        level: 'Municipal',
        issued_date: new Date(Date.UTC(2026, 0, 15)),
        expiry_date: '2027-01-15',
        renewal_rule: 'every 12 months',
        reminder_days: '30, 7',
        reminder_enabled: 'no',
        notes: "'=cmd",
      }),
      mapping,
      businesses,
      2,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.license).toMatchObject({
      id: null,
      business_id: '22222222-2222-4222-8222-222222222222',
      license_name: 'Patio permit',
      issued_date: '2026-01-15',
      expiry_date: '2027-01-15',
      renewal_rule: { kind: 'term', months: 12 },
      reminder_days: [30, 7],
      reminder_enabled: false,
      notes: '=cmd',
      license_number: null,
    });
  });

  it('lists every problem of a bad row in words', () => {
    const checked = checkSheetRow(
      row({ business: 'Nowhere Inc', issued_date: '15/13/2026', level: 'county seat' }),
      mapping,
      businesses,
      7,
    );
    expect(checked.license).toBeNull();
    expect(checked.row).toBe(7);
    expect(checked.problems).toEqual([
      'Licence name is missing',
      'Unknown business "Nowhere Inc"',
      'Bad issue date "15/13/2026" (use YYYY-MM-DD)',
      'Unknown level "county seat" (municipal, provincial or federal)',
    ]);
  });

  it('applies the licence rules of the API (expiry before issue)', () => {
    const checked = checkSheetRow(
      row({
        business: 'Maple Diner',
        license_name: 'X',
        issued_date: '2026-05-01',
        expiry_date: '2026-04-01',
      }),
      mapping,
      businesses,
      3,
    );
    expect(checked.problems).toEqual(['expiry_date: must not be before the issue date']);
  });

  it('takes the only business when the sheet has no business column', () => {
    const one = businessDirectory([{ id: '11111111-1111-4111-8111-111111111111', name: 'Maple Diner' }]);
    const checked = checkSheetRow(['Patio', '2026-01-15'], { license_name: 0, issued_date: 1 }, one, 2);
    expect(checked.license?.business_id).toBe('11111111-1111-4111-8111-111111111111');
  });

  it('keys a row by business and number, else by business, name and expiry, whatever the case', () => {
    const a = { business_id: 'b', license_name: 'Patio  Permit', license_number: 'A-1' };
    expect(licenseMatchKey(a)).toBe(
      licenseMatchKey({ business_id: 'b', license_name: 'other name', license_number: 'a-1' }),
    );
    const unnumbered = { ...a, license_number: null, expiry_date: '2027-01-01' };
    expect(licenseMatchKey(unnumbered)).toBe(
      licenseMatchKey({ ...unnumbered, license_name: 'patio permit' }),
    );
    expect(licenseMatchKey(unnumbered)).not.toBe(licenseMatchKey({ ...unnumbered, expiry_date: null }));
    expect(isBlankRow(['', null, undefined, '  '])).toBe(true);
  });
});
