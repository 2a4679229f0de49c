import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  licenseBody,
  TEST_ENV,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';

// The error-handling policy (docs/ARCHITECTURE.md): a failure of the database is never dressed up
// as a 4xx. It answers 500 with a generic detail, and the log keeps the cause.
describe.each(DB_KINDS)('a database failure on a licence write (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let headers: { authorization: string };
  let business: BusinessJson;
  const lines: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp(kind, { env: TEST_ENV, logStream });
    headers = (await t.signIn()).headers;
    api = apiClient(t.app, headers);
    business = await createBusiness(api);
  });
  afterEach(async () => {
    await t.database.db.execute(sql`DROP TRIGGER IF EXISTS refuse_licence_insert ON licenses`);
    await t.database.db.execute(sql`DROP FUNCTION IF EXISTS refuse_licence_insert()`);
  });
  afterAll(() => t?.close());

  // Not through apiClient, which fails any 5xx on purpose.
  const postLicense = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/licenses/', headers, payload: body });

  const errorLogs = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } })
      .filter((entry) => entry.level >= 50);

  it('answers 500 with a generic detail, logs the cause and writes nothing', async () => {
    // A real failure inside PostgreSQL: the INSERT raises.
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_licence_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'disk on fire (forced by the test)'; END $$`),
    );
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_licence_insert BEFORE INSERT ON licenses FOR EACH ROW EXECUTE FUNCTION refuse_licence_insert()`,
    );
    lines.length = 0;

    const response = await postLicense(licenseBody(business.id));

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error' });
    expect(response.body).not.toContain('disk on fire');
    const logged = errorLogs();
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain('disk on fire (forced by the test)');
    expect((await api.get('/api/licenses/')).json()).toEqual([]);
  });

  it('answers 500, not 404, when the lookup of the business itself fails', async () => {
    // The business exists and is the caller's, but reading it fails: before the policy this was
    // swallowed into "Business not found".
    await t.database.db.execute(sql`ALTER TABLE businesses RENAME COLUMN time_zone TO time_zone_gone`);
    lines.length = 0;
    try {
      const response = await postLicense(licenseBody(business.id));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'Internal server error' });
      expect(errorLogs()).toHaveLength(1);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE businesses RENAME COLUMN time_zone_gone TO time_zone`);
    }
  });

  it('still answers 404 for a business that is not the caller’s', async () => {
    const other = apiClient(t.app, (await t.signIn()).headers);
    const response = await other.post('/api/licenses/', licenseBody(business.id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Business not found' });
  });
});
