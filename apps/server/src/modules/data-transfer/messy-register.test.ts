// Issue 30: a bookkeeper's real register (a title line above the headers, "Licence #" beside
// "Licence/Permit", levels and dates as people write them, N/A, clients that are not businesses
// here yet) imports with its businesses created; the skipped rows come back to fix and re-import;
// importing the same sheet again changes nothing, with or without a licence-number column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, createBusiness, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { multipartForm } from '../../../test/support/multipart';
import { fixedClock } from '../../lib/clock';
import { writeCsvText } from './sheet-files';

type Headers = { authorization: string };

const REGISTER = [
  'Acme Bookkeeping — licence register,,,,,,,',
  ',,,,,,,',
  'Client,Licence/Permit,Licence #,Level,Issued,Expires,Prov,City',
  'Maple Diner,Business licence,TOR-1000,City,01/04/2026,31/03/2027,,',
  'Maple Diner,GST/HST registration,RT-1001,Fed,2026-01-15,N/A,,',
  'Blue Heron Inn,Liquor licence,ON-1002,Prov.,"January 5, 2026","March 31, 2027",ON,Ottawa',
  'Blue Heron Inn,Sign permit,ON-1003,City,5 janv. 2026,46477,ON,Ottawa',
  'Blue Heron Inn,Patio permit,ON-1004,Town hall,2026-02-01,2027-02-01,ON,Ottawa',
  'Lakeside Bakery,Food premises,ON-1005,Municipal,2026-03-01,sans objet,,',
  'Lakeside Bakery,Fire inspection,ON-1006,Municipal,someday,2027-03-01,,',
].join('\r\n');

describe.each(DB_KINDS)('importing a messy register (%s)', (kind) => {
  let t: TestApp;

  const upload = async (who: Headers, bytes: string, fields: Record<string, string> = {}) => {
    const form = await multipartForm({ name: 'register.csv', bytes }, fields);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/licenses/import/',
      headers: { ...who, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const list = async (who: Headers, what: 'licenses' | 'businesses') =>
    (await t.app.inject({ method: 'GET', url: `/api/${what}/`, headers: who })).json();

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
  });
  afterAll(() => t?.close());

  it('previews, imports with its new businesses, gives back the skipped rows, and changes nothing the second time', async () => {
    const { headers } = await t.signIn();
    await createBusiness(apiClient(t.app, headers)); // Maple Diner, Toronto
    const placeIn = { new_business_province: 'ON', new_business_city: 'Kingston', mode: 'valid_rows' };

    const preview = await upload(headers, REGISTER, { ...placeIn, dry_run: 'true' });
    expect(preview).toMatchObject({
      header_row: 3,
      mapping: {
        business: 0,
        license_name: 1,
        license_number: 2,
        level: 3,
        issued_date: 4,
        expiry_date: 5,
        province: 6,
        city: 7,
      },
      rows: 7,
      created: 5,
      new_businesses: [
        { name: 'Blue Heron Inn', province: 'ON', city: 'Ottawa', rows: 3, created: true },
        { name: 'Lakeside Bakery', province: 'ON', city: 'Kingston', rows: 2, created: true },
      ],
      skipped: [
        { row: 8, problems: ['Unknown level "Town hall" (municipal, provincial or federal)'] },
        { row: 10, problems: ['Bad issue date "someday" (use YYYY-MM-DD)'] },
      ],
    });
    expect(preview.skipped[0].cells).toEqual(
      'Blue Heron Inn,Patio permit,ON-1004,Town hall,2026-02-01,2027-02-01,ON,Ottawa'.split(','),
    );
    expect(await list(headers, 'businesses')).toHaveLength(1);

    const done = await upload(headers, REGISTER, placeIn);
    expect(done).toMatchObject({ written: true, created: 5, skipped: [{ row: 8 }, { row: 10 }] });
    const businesses = await list(headers, 'businesses');
    expect(
      businesses.map((b: { business_name: string; city: string }) => `${b.business_name}/${b.city}`).sort(),
    ).toEqual(['Blue Heron Inn/Ottawa', 'Lakeside Bakery/Kingston', 'Maple Diner/Toronto']);
    const licences = await list(headers, 'licenses');
    const byName = (name: string) => licences.find((l: { license_name: string }) => l.license_name === name);
    expect(byName('Business licence')).toMatchObject({ level: 'municipal', expiry_date: '2027-03-31' });
    expect(byName('GST/HST registration')).toMatchObject({ level: 'federal', expiry_date: null });
    expect(byName('GST/HST registration').renewal_rule).toEqual({ kind: 'none' });
    expect(byName('Liquor licence')).toMatchObject({ level: 'provincial', issued_date: '2026-01-05' });
    expect(byName('Sign permit')).toMatchObject({ issued_date: '2026-01-05', expiry_date: '2027-03-31' });

    // The skipped rows, as the dialog downloads them (headers, cells, a reason column), fixed.
    const fixed = writeCsvText([
      [...done.headers, 'Reason'],
      ...done.skipped.map((s: { cells: string[]; reason: string }) => [...s.cells, s.reason]),
    ])
      .replace('Town hall', 'City')
      .replace('someday', '2026-03-01');
    const again = await upload(headers, fixed, placeIn);
    expect(again).toMatchObject({ header_row: 1, created: 2, skipped: [], new_businesses: [] });

    // The whole register once more: nothing new, nothing changed (its two bad rows are still bad).
    const second = await upload(headers, REGISTER, placeIn);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 5, new_businesses: [] });
    expect(second.skipped.map((s: { row: number }) => s.row)).toEqual([8, 10]);
    expect(await list(headers, 'licenses')).toHaveLength(7);
  });

  it('without a number column matches on business, name and expiry; all or nothing creates no business', async () => {
    const { headers } = await t.signIn();
    const sheet = [
      'Business,Licence name,Issue date,Expiry date,Province,City',
      'Harbour Café,Patio permit,2026-05-01,2027-05-01,NS,Halifax',
      'Harbour Café,Patio permit,2026-05-01,2028-05-01,NS,Halifax',
      'Harbour Café,HST registration,2026-05-01,N/A,NS,Halifax',
    ].join('\r\n');
    expect(await upload(headers, sheet)).toMatchObject({ created: 3, new_businesses: [{ created: true }] });
    expect(await upload(headers, sheet)).toMatchObject({ created: 0, unchanged: 3, new_businesses: [] });

    for (const header_row of ['0', '9']) {
      const form = await multipartForm({ name: 'x.csv', bytes: sheet }, { header_row });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/licenses/import/',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('header_row: must be a line of the sheet (1 to 4)');
    }

    // A bad row refuses the whole sheet: its new business is not created either.
    const refused = await upload(
      headers,
      'Business,Licence name,Issue date,Province,City\r\nNew Co,X,never,QC,Laval\r\n',
    );
    expect(refused).toMatchObject({ written: false, new_businesses: [{ name: 'New Co', created: false }] });
    expect(await list(headers, 'businesses')).toHaveLength(1);
  });
});
