// A real register (issue 30): a title line above the headers, "Licence #" beside "Licence/Permit",
// levels and dates as people write them, "N/A" for what never expires.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from './plain-date';
import { guessColumns, headerHint } from './sheet-column-guess';
import { findHeaderRow } from './sheet-header-row';
import { licenseMatcher } from './sheet-license-match';
import { planNewBusinesses } from './sheet-new-businesses';
import {
  excelSerialDate,
  isNoExpiryText,
  parseDateText,
  parseDateValue,
  parseProvince,
} from './sheet-values';

const FRENCH_MONTHS =
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' ');

const REGISTER = [
  ['Acme Bookkeeping — Client licence register 2026', '', '', ''],
  [],
  ['Client', 'Licence/Permit', 'Licence #', 'Level', 'Issued', 'Expires', 'Prov', 'City'],
  ['Maple Diner', 'Business licence', 'TOR-1000', 'City', '01/04/2026', '31/03/2027', 'ON', 'Toronto'],
  ['Maple Diner', 'GST/HST registration', 'ON-1001', 'Fed', '2026-01-15', 'N/A', 'ON', 'Toronto'],
  ['Blue Heron', 'Liquor licence', 'ON-1002', 'Prov.', 'January 5, 2026', 'March 31, 2027', 'ON', 'Ottawa'],
  ['Blue Heron', 'Sign permit', 'ON-1003', 'City', '5 janv. 2026', 46477, 'ON', 'Ottawa'],
];

describe('reading a real register', () => {
  it('finds the header line below a title and a blank line', () => {
    expect(findHeaderRow(REGISTER)).toBe(2);
    expect(
      findHeaderRow([
        ['Licence name', 'Issue date'],
        ['x', '2026-01-01'],
      ]),
    ).toBe(0);
  });

  it('maps "Licence #" to the number and "Licence/Permit" to the name, the rest by header and values', () => {
    const mapping = guessColumns(REGISTER[2] as string[], REGISTER.slice(3));
    expect(mapping).toEqual({
      business: 0,
      license_name: 1,
      license_number: 2,
      level: 3,
      issued_date: 4,
      expiry_date: 5,
      province: 6,
      city: 7,
    });
  });

  it('guesses unnamed columns from their values: codes are numbers, dates with N/A the expiry', () => {
    const rows = [
      ['Patio permit', 'ON-1000', '2026-01-01', 'N/A', 'Prov.'],
      ['Food premises', 'ON-1001', '2026-02-01', '2027-02-01', 'City'],
    ];
    expect(guessColumns(['Licence', 'Ref', 'A', 'B', 'C'], rows)).toEqual({
      license_name: 0,
      license_number: 1,
      issued_date: 2,
      expiry_date: 3,
      level: 4,
    });
    // A "name" column that holds codes is the number; the licence-like text column is the name.
    expect(
      guessColumns(
        ['Permit', 'Permit description'],
        [
          ['ON-1', 'Patio'],
          ['ON-2', 'Sign'],
        ],
      ),
    ).toEqual({
      license_number: 0,
      license_name: 1,
    });
  });

  it('reads header words in French too', () => {
    expect(headerHint('Date de fin de validité')).toBe('expiry_date');
    expect(headerHint('N° du permis')).toBe('license_number');
    expect(headerHint('Palier de gouvernement')).toBe('level');
    expect(headerHint('Couleur')).toBeUndefined();
  });

  it('reads dates written every way a register writes them', () => {
    const cases: [string, string | null][] = [
      ['2027-03-31', '2027-03-31'],
      ['2027/3/31', '2027-03-31'],
      ['31/03/2027', '2027-03-31'],
      ['03/31/2027', '2027-03-31'],
      ['04/05/2027', '2027-05-04'],
      ['31.03.2027', '2027-03-31'],
      ['March 31, 2027', '2027-03-31'],
      ['Mar. 31 2027', '2027-03-31'],
      ['31 mars 2027', '2027-03-31'],
      ['le 1er avril 2027', '2027-04-01'],
      ['1 août 2027', '2027-08-01'],
      ['46477', '2027-03-31'],
      ['February 30, 2027', null],
      ['31/04/2027', null],
      ['soon', null],
      ['ON-1000', null],
    ];
    for (const [text, date] of cases) expect(parseDateText(text), text).toBe(date);
    expect(parseDateValue(46477)).toBe('2027-03-31');
    expect(parseDateValue(12)).toBeNull();
    expect(excelSerialDate(1)).toBeNull();
  });

  it('reads any valid date back from its day-first, ISO and month-name spellings', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2150-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
          const dd = String(day).padStart(2, '0');
          const mm = String(m).padStart(2, '0');
          expect(parseDateText(iso)).toBe(iso);
          expect(parseDateText(`${dd}/${mm}/${y}`)).toBe(iso);
          expect(parseDateText(`${MONTH_NAMES[m - 1]} ${day}, ${y}`)).toBe(iso);
          expect(parseDateText(`${day} ${FRENCH_MONTHS[m - 1]} ${y}`)).toBe(iso);
        },
      ),
    );
  });

  it('knows "never expires" in both languages, and provinces by code or name', () => {
    for (const text of ['N/A', 'n/a', 'None', 'sans objet', 'S.O.', 'Aucune', 'never']) {
      expect(isNoExpiryText(text), text).toBe(true);
    }
    expect(isNoExpiryText('2027-03-31')).toBe(false);
    expect(parseProvince('Ontario')).toBe('ON');
    expect(parseProvince('qc')).toBe('QC');
    expect(parseProvince('Colombie-Britannique')).toBe('BC');
    expect(parseProvince('Atlantis')).toBeUndefined();
  });
});

describe('matching an existing licence', () => {
  const existing = [
    { id: 'a', business_id: 'b', names: ['Patio permit'], license_number: 'P-1', expiry_date: '2027-01-01' },
    { id: 'c', business_id: 'b', names: ['GST registration'], license_number: null, expiry_date: null },
    { id: 'd', business_id: 'b', names: ['Sign permit'], license_number: null, expiry_date: '2027-05-01' },
  ];
  const match = licenseMatcher(existing);

  it('matches on the number first, whatever the name or expiry', () => {
    expect(
      match({ business_id: 'b', license_name: 'Terrasse', license_number: 'p-1', expiry_date: null }),
    ).toBe('a');
    expect(
      match({ business_id: 'other', license_name: 'Patio permit', license_number: 'P-1' }),
    ).toBeUndefined();
  });

  it('else on business, name and expiry; a row without expiry on the only licence of that name', () => {
    expect(match({ business_id: 'b', license_name: 'sign  PERMIT', expiry_date: '2027-05-01' })).toBe('d');
    expect(
      match({ business_id: 'b', license_name: 'Sign permit', expiry_date: '2028-05-01' }),
    ).toBeUndefined();
    expect(match({ business_id: 'b', license_name: 'GST registration', expiry_date: null })).toBe('c');
    // A row with a number of its own does not take over another numbered licence by its name.
    expect(
      match({
        business_id: 'b',
        license_name: 'Patio permit',
        license_number: 'P-2',
        expiry_date: '2027-01-01',
      }),
    ).toBeUndefined();
  });
});

describe('the businesses a sheet names that do not exist', () => {
  const mapping = { business: 0, license_name: 1, province: 2, city: 3 };
  const rows = [
    ['Maple Diner', 'Patio', '', ''],
    ['Blue Heron Inn', 'Liquor', 'Ontario', 'Ottawa'],
    ['blue heron  inn', 'Sign', '', ''],
    ['Lakeside Bakery', 'Food', '', ''],
    ['Nowhere Co', 'X', 'Atlantis', 'Y'],
  ];

  it('lists each once, placed by its columns or the defaults, and says why one cannot be made', () => {
    const plans = planNewBusinesses(rows, mapping, new Set(['maple diner']), {
      province: 'QC',
      city: 'Laval',
    });
    expect(plans).toEqual([
      { name: 'Blue Heron Inn', province: 'ON', city: 'Ottawa', rows: 2, problem: null },
      { name: 'Lakeside Bakery', province: 'QC', city: 'Laval', rows: 1, problem: null },
      {
        name: 'Nowhere Co',
        province: null,
        city: 'Y',
        rows: 1,
        problem: 'New business "Nowhere Co": unknown province "Atlantis"',
      },
    ]);
    expect(planNewBusinesses(rows, mapping, new Set())[2]!.problem).toMatch(/give its province and city/);
  });
});
