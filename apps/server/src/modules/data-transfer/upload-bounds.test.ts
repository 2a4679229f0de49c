// Issue 31, item 4: a decompression bomb is refused before it is expanded, a normal workbook still
// imports, and one account runs one import at a time.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, createBusiness, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { multipartForm } from '../../../test/support/multipart';
import { bombWorkbook } from '../../../test/support/zip-bomb';
import { fixedClock } from '../../lib/clock';

const MB = 1024 * 1024;

async function licenceWorkbook(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Licences');
  sheet.addRow(['Licence name', 'Issue date', 'Expiry date', 'Licence number']);
  for (let i = 0; i < rows; i += 1) sheet.addRow([`Permit ${i}`, '2026-01-01', '2027-01-01', `N-${i}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(DB_KINDS)('bounded uploads (%s)', (kind) => {
  let t: TestApp;
  let headers: { authorization: string };

  async function upload(bytes: Buffer, who: Record<string, string> = headers, fields = {}) {
    const form = await multipartForm({ name: 'licences.xlsx', bytes }, fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/licenses/import/',
      headers: { ...who, ...form.headers },
      payload: form.payload,
    });
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    ({ headers } = await t.signIn());
    await createBusiness(apiClient(t.app, headers));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a workbook that expands past the limit, whatever size it declares, in both languages', async () => {
    // 64 MB of sheet in a ~64 KB file, once declared truly and once as 1 KB.
    const truthful = await bombWorkbook(64 * MB);
    const liar = await bombWorkbook(64 * MB, 1024);
    expect(truthful.length).toBeLessThan(128 * 1024);
    const english = await upload(truthful);
    expect(english.statusCode).toBe(413);
    expect(english.json().detail).toBe(
      'The workbook expands to more than 50 MB when opened; import it in parts.',
    );
    // A new account whose first request says French speaks French.
    const francophone = (await t.signIn()).headers;
    const french = await upload(liar, { ...francophone, 'accept-language': 'fr-CA' });
    expect(french.statusCode).toBe(413);
    expect(french.json().detail).toBe(
      'Le classeur dépasse 50 Mo une fois ouvert; importez-le en plusieurs parties.',
    );
  });

  it('refuses a CSV of one line of separators before parsing it', async () => {
    const form = await multipartForm({ name: 'wide.csv', bytes: `Licence name${','.repeat(400_000)}\nA\n` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/licenses/import/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The file has more than 300,000 cells; import it in parts.');
  });

  it('still imports a normal workbook', async () => {
    const response = await upload(await licenceWorkbook(30));
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toBe(30);
  });

  it('answers 429 to a second import of the same account while the first runs', async () => {
    const bytes = await licenceWorkbook(100);
    const answers = await Promise.all([
      upload(bytes, headers, { dry_run: 'true' }),
      upload(bytes, headers, { dry_run: 'true' }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 429]);
    const busy = answers.find((a) => a.statusCode === 429)!;
    expect(busy.json().detail).toBe('An import of yours is already running; try again when it has finished.');
    expect(busy.headers['retry-after']).toBe('5');
    // Once it has finished, the next import runs.
    expect((await upload(bytes, headers, { dry_run: 'true' })).statusCode).toBe(200);
  });
});
