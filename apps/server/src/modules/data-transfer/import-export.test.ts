import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  createLicense,
  TEST_ENV,
  VANCOUVER_CAFE,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { multipartForm } from '../../../test/support/multipart';
import { fixedClock } from '../../lib/clock';

type Headers = { authorization: string };

describe.each(DB_KINDS)('licence export and import (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let headers: Headers;
  let toronto: BusinessJson;
  let vancouver: BusinessJson;

  async function upload(who: Headers, file: { name: string; bytes: Buffer | string }, fields = {}) {
    const form = await multipartForm(file, fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/licenses/import/',
      headers: { ...who, ...form.headers },
      payload: form.payload,
    });
  }
  const exportOf = async (who: Headers, url = '/api/licenses/export.csv') =>
    t.app.inject({ method: 'GET', url, headers: who });
  /** What a licence is, without what the server gives it (ids, times, status of today). */
  // What a licence is, apart from where it lives (ids, its workspace) and when it was written.
  const essence = (l: Record<string, unknown>) => {
    const { id, business_id, workspace_id, created_at, updated_at, template_id, ...rest } = l;
    return rest;
  };
  const listOf = async (who: Headers) =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/licenses/', headers: who })).json() as Record<
        string,
        unknown
      >[]
    )
      .map(essence)
      .sort((a, b) => String(a.license_name).localeCompare(String(b.license_name)));

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    ({ headers } = await t.signIn());
    api = apiClient(t.app, headers);
    toronto = await createBusiness(api);
    vancouver = await createBusiness(api, VANCOUVER_CAFE);
    await createLicense(api, toronto.id, { license_name: 'Patio permit', license_number: 'P-1' });
    await createLicense(api, toronto.id, {
      license_name: '=HYPERLINK("http://evil.example","Click")',
      notes: '+1 renew by phone, -then mail, @clerk',
      expiry_date: '2026-12-01',
    });
    await createLicense(api, vancouver.id, {
      license_name: 'Business Number',
      level: 'federal',
      renewal_rule: { kind: 'none' },
      license_number: '123456789 RT0001',
    });
    await createLicense(api, vancouver.id, {
      license_name: 'Liquor primary licence',
      level: 'provincial',
      renewal_rule: { kind: 'fixed_date', month: 3, day: 31 },
      reminder_days: [60, 30],
      reminder_enabled: false,
      notes: 'Numéro « spécial » — vérifier; "quoted", comma',
    });
  });
  afterAll(() => t?.close());

  it('exports CSV with a BOM, the English headers and formula cells neutralised', async () => {
    const response = await exportOf(headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="licences-2026-11-22.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe(
      'ID,Business,Licence name,Type,Level,Issue date,Expiry date,Licence number,Authority,Renewal rule,Reminder days,Reminders on,Source,Notes',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain("'+1 renew by phone");
    expect(text).toContain('Numéro « spécial »');
    expect(text).toContain('every year on 03-31');
    expect(text).toContain('no expiry');
    // Every data line starts with an id, never with a formula character.
    for (const line of text.trim().split('\r\n').slice(1)) expect(line).toMatch(/^[0-9a-f-]{36},/);
  });

  it('filters the export like the licence manager, in French on request', async () => {
    const response = await exportOf(headers, '/api/licenses/export.csv?level=federal&lang=fr');
    const lines = response.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('Entreprise,Nom du permis');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Business Number');
    expect((await exportOf(headers, '/api/licenses/export.csv?status=sometimes')).statusCode).toBe(400);
  });

  it('exports exactly what GET /licenses/ lists for the same search, filters and sort', async () => {
    const idsOfExport = async (query: string) => {
      const response = await exportOf(headers, `/api/licenses/export.csv?${query}`);
      expect(response.statusCode).toBe(200);
      return response.rawPayload
        .toString('utf8')
        .slice(1)
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.slice(0, 36));
    };
    const idsOfList = async (query: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/licenses/?${query}`, headers })).json() as {
          id: string;
        }[]
      ).map((l) => l.id);
    for (const query of [
      'q=PATIO',
      'q=liquor+primaire',
      'q=licence',
      `business_id=${vancouver.id}&sort=license_name&order=desc`,
      'q=permit&status=no_expiry',
      'status=expiring_soon&q=',
      'sort=business_name&order=desc',
    ]) {
      expect(await idsOfExport(query), query).toEqual(await idsOfList(query));
    }
    // The search finds accents and case as the list does; one word that matches nothing, no rows.
    expect(await idsOfExport('q=PATIO')).toHaveLength(1);
    expect(await idsOfExport('q=nowhere-at-all')).toEqual([]);
    // Paging is the list's, not the export's: every matching row, whatever limit says.
    expect(await idsOfExport('limit=1')).toHaveLength(4);
    const tooLong = await exportOf(headers, `/api/licenses/export.csv?q=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toMatch(/^q: /);
  });

  it('re-imports its own export (CSV and xlsx) without creating or changing anything', async () => {
    const before = await listOf(headers);
    for (const [url, name] of [
      ['/api/licenses/export.csv', 'licences.csv'],
      ['/api/licenses/export.xlsx', 'licences.xlsx'],
    ] as const) {
      const exported = await exportOf(headers, url);
      expect(exported.statusCode).toBe(200);
      const response = await upload(headers, { name, bytes: exported.rawPayload });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        written: true,
        rows: 4,
        created: 0,
        updated: 0,
        unchanged: 4,
        skipped: [],
      });
    }
    expect(await listOf(headers)).toEqual(before);
  });

  it('imports an export into another account with the same business names: the same licences', async () => {
    const other = await t.signIn();
    const otherApi = apiClient(t.app, other.headers);
    await createBusiness(otherApi);
    await createBusiness(otherApi, VANCOUVER_CAFE);
    const exported = await exportOf(headers, '/api/licenses/export.xlsx');
    const response = await upload(other.headers, { name: 'x.xlsx', bytes: exported.rawPayload });
    expect(response.json()).toMatchObject({ created: 4, updated: 0, skipped: [] });
    expect(await listOf(other.headers)).toEqual(await listOf(headers));
    // The ids in that file were another user's: nothing of theirs changed, and the owner's list is intact.
    const again = await upload(other.headers, { name: 'x.xlsx', bytes: exported.rawPayload });
    expect(again.json()).toMatchObject({ created: 0, unchanged: 4 });
  });

  const frenchSheet = [
    'Entreprise;Nom du permis;Date de délivrance;Date d’expiration;Numéro;Niveau;Remarques',
    'Maple Diner;Permis de terrasse;2026-04-01;2027-04-01;T-9;Municipal;"Près de la rue; côté sud"',
    'Maple Diner;;2026-04-01;;;;',
    'Inconnue Inc;Permis X;2026-04-01;;;;',
    'Gastown Café;Permis Y;31/02/2026;;;;',
    'Gastown Café;Permis Z;2026-05-01;2027-05-01;Z-1;Fédéral;',
    ';;;;;;',
  ].join('\r\n');

  it('previews a French sheet with ";" and guessed headers, listing each row’s problems, writing nothing', async () => {
    const { headers: h } = await t.signIn();
    const a = apiClient(t.app, h);
    await createBusiness(a);
    await createBusiness(a, VANCOUVER_CAFE);
    const response = await upload(h, { name: 'permis.csv', bytes: frenchSheet }, { dry_run: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({
      dry_run: true,
      written: false,
      rows: 5,
      created: 2,
      mapping: {
        business: 0,
        license_name: 1,
        issued_date: 2,
        expiry_date: 3,
        license_number: 4,
        level: 5,
        notes: 6,
      },
      skipped: [
        { row: 3, reason: 'Licence name is missing' },
        {
          row: 4,
          reason:
            'New business "Inconnue Inc": give its province and city (columns of the sheet, or in the import dialog)',
        },
        { row: 5, reason: 'Bad issue date "31/02/2026" (use YYYY-MM-DD)' },
      ],
    });
    expect(summary.preview.map((p: { action: string }) => p.action)).toEqual([
      'create',
      'skip',
      'skip',
      'skip',
      'create',
    ]);
    expect((await a.get('/api/licenses/')).json()).toEqual([]);

    // All or nothing: a bad row stops everything.
    const refused = await upload(h, { name: 'permis.csv', bytes: frenchSheet }, { mode: 'all_or_nothing' });
    expect(refused.json()).toMatchObject({ written: false, created: 0 });
    expect((await a.get('/api/licenses/')).json()).toEqual([]);

    // Valid rows: the two good ones, the rest skipped with reasons; then again, nothing new.
    const partial = await upload(h, { name: 'permis.csv', bytes: frenchSheet }, { mode: 'valid_rows' });
    expect(partial.json()).toMatchObject({
      written: true,
      created: 2,
      skipped: [{ row: 3 }, { row: 4 }, { row: 5 }],
    });
    const licences = (await a.get('/api/licenses/')).json();
    expect(licences.map((l: { license_name: string }) => l.license_name).sort()).toEqual([
      'Permis Z',
      'Permis de terrasse',
    ]);
    expect(licences.find((l: { level: string }) => l.level === 'federal').business_name).toBe('Gastown Café');
    const again = await upload(h, { name: 'permis.csv', bytes: frenchSheet }, { mode: 'valid_rows' });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('takes a mapping given by the user and updates a licence matched on business, name and number', async () => {
    const { headers: h } = await t.signIn();
    const a = apiClient(t.app, h);
    const business = await createBusiness(a);
    await createLicense(a, business.id, { license_name: 'Sign permit', license_number: 'S-1' });
    const sheet = 'col A,col B,col C,col D\r\nsign permit,S-1,2026-02-01,2028-02-01\r\n';
    const mapping = JSON.stringify({ license_name: 0, license_number: 1, issued_date: 2, expiry_date: 3 });
    const response = await upload(h, { name: 'x.csv', bytes: sheet }, { mapping });
    expect(response.json()).toMatchObject({ created: 0, updated: 1 });
    const [licence] = (await a.get('/api/licenses/')).json();
    // Matched whatever the case; the sheet's spelling is the licence's now.
    expect(licence).toMatchObject({
      license_name: 'sign permit',
      expiry_date: '2028-02-01',
      issued_date: '2026-02-01',
    });
  });

  it('refuses what it cannot read with a clear 400, never a 500', async () => {
    const cases: [Parameters<typeof upload>[1] | undefined, Record<string, string>, RegExp][] = [
      [undefined, {}, /file: is required/],
      [{ name: 'x.csv', bytes: Buffer.from([0x66, 0xff, 0xfe, 0x0a]) }, {}, /not UTF-8/],
      [{ name: 'x.csv', bytes: 'Colour,Size\r\nred,2\r\n' }, {}, /No column is mapped to the licence name/],
      [{ name: 'x.csv', bytes: 'Name\r\n"unclosed\r\n' }, {}, /cannot be read/],
      [{ name: 'x.xlsx', bytes: Buffer.from('PK\u0003\u0004garbage') }, {}, /not a readable .xlsx/],
      [{ name: 'x.csv', bytes: 'Name\r\nx\r\n' }, { mapping: '{"license_name": 7}' }, /past the last one/],
      [{ name: 'x.csv', bytes: 'Name\r\nx\r\n' }, { mapping: 'nope' }, /mapping: must be JSON/],
      [{ name: 'x.csv', bytes: 'Name\r\nx\r\n' }, { mode: 'some' }, /mode: must be one of/],
    ];
    for (const [file, fields, detail] of cases) {
      const form = await multipartForm(file, fields);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/licenses/import/',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toMatch(detail);
    }
    const big = await upload(headers, { name: 'big.csv', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 'a') });
    expect(big.statusCode).toBe(413);
  });

  it('reads an .xlsx with real date cells and a header in the second column onwards', async () => {
    const { headers: h } = await t.signIn();
    await createBusiness(apiClient(t.app, h));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Feuil1');
    sheet.addRow(['Licence name', 'Issued', 'Expires']);
    sheet.addRow(['Food handler', new Date(Date.UTC(2026, 5, 1)), new Date(Date.UTC(2027, 5, 1))]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(h, { name: 'x.xlsx', bytes });
    expect(response.json()).toMatchObject({ created: 1, skipped: [] });
    const [licence] = (await t.app.inject({ method: 'GET', url: '/api/licenses/', headers: h })).json();
    expect(licence).toMatchObject({ issued_date: '2026-06-01', expiry_date: '2027-06-01' });
  });
});
