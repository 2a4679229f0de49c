import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app';
import {
  type ApiClient,
  apiClient,
  createBusiness,
  createLicense,
  licenseBody,
  TEST_ENV,
} from '../../test/support/businesses';
import { DB_KINDS } from '../../test/support/database';
import { fixedClock } from './clock';
import { isDeletedMeanwhile } from './deleted-meanwhile';

const GONE = 'It was deleted in the meantime. Please reload the page.';
const GONE_FR = 'Cet élément a été supprimé entre-temps. Veuillez recharger la page.';

/**
 * A write racing a deletion (issue 30, item 7). The race is made deterministic inside the database:
 * a trigger on the child table deletes the parent just before the child's INSERT, after the service
 * has found the parent. That is the moment a concurrent deletion commits in production: the
 * existence check passed, the foreign key fails.
 */
describe.each(DB_KINDS)('a write to something deleted meanwhile (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-06-01T12:00:00Z') });
    headers = (await t.signIn()).headers;
    api = apiClient(t.app, headers);
  });
  afterEach(async () => {
    for (const table of ['businesses', 'licenses', 'business_recipients', 'license_periods'])
      await t.database.exec(`DROP TRIGGER IF EXISTS delete_parent_first ON ${table}`);
    await t.database.exec('DROP FUNCTION IF EXISTS delete_parent_first()');
  });
  afterAll(() => t?.close());

  /** Before each INSERT on `child`, runs `deletion` (which reads NEW): the parent vanishes. */
  const deleteParentBeforeInsert = (child: string, deletion: string) =>
    t.database.exec(`
      CREATE FUNCTION delete_parent_first() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${deletion}; RETURN NEW; END $$;
      CREATE TRIGGER delete_parent_first BEFORE INSERT ON ${child}
        FOR EACH ROW EXECUTE FUNCTION delete_parent_first();`);

  /** Not through apiClient's call alone: the status and detail are what is tested. */
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });

  const count = async (table: string) =>
    Number(
      (
        (await t.database.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as {
          rows: { n: string | number }[];
        }
      ).rows[0]!.n,
    );

  it('a licence under a business deleted meanwhile: 404 in both languages, nothing written', async () => {
    const business = await createBusiness(api);
    await deleteParentBeforeInsert('licenses', 'DELETE FROM businesses WHERE id = NEW.business_id');
    const english = await post('/api/licenses/', licenseBody(business.id));
    expect(english.statusCode, english.body).toBe(404);
    expect(english.json()).toEqual({ detail: GONE });
    // The profile's language speaks (French here), as for every detail.
    expect((await api.put('/api/users/profile', { language: 'fr' })).statusCode).toBe(200);
    const second = await createBusiness(api);
    const french = await post('/api/licenses/', licenseBody(second.id));
    await api.put('/api/users/profile', { language: 'en' });
    expect(french.statusCode).toBe(404);
    expect(french.json()).toEqual({ detail: GONE_FR });
    expect(await count('licenses')).toBe(0);
  });

  it('a business in a workspace deleted meanwhile: 404', async () => {
    const workspace = await api.post('/api/workspaces/', { name: 'Doomed' });
    expect(workspace.statusCode, workspace.body).toBe(201);
    await deleteParentBeforeInsert('businesses', 'DELETE FROM workspaces WHERE id = NEW.workspace_id');
    const before = await count('businesses');
    const response = await post('/api/businesses/', {
      business_name: 'Never there',
      business_type: 'Retail',
      city: 'Toronto',
      province: 'ON',
      workspace_id: workspace.json().id,
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ detail: GONE });
    expect(await count('businesses')).toBe(before);
  });

  it('a recipient of a business deleted meanwhile: 404', async () => {
    const business = await createBusiness(api);
    await deleteParentBeforeInsert(
      'business_recipients',
      'DELETE FROM businesses WHERE id = NEW.business_id',
    );
    const response = await post(`/api/businesses/${business.id}/recipients/`, { kind: 'member' });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ detail: GONE });
    expect(await count('business_recipients')).toBe(0);
  });

  it('a renewal of a licence deleted meanwhile: 404, the licence update rolled back with it', async () => {
    const business = await createBusiness(api);
    const licence = await createLicense(api, business.id);
    const periods = await count('license_periods');
    // The renewal updates the licence, then starts its new period: the deletion lands in between.
    await deleteParentBeforeInsert('license_periods', 'DELETE FROM licenses WHERE id = NEW.license_id');
    const response = await post(`/api/licenses/${licence.id}/renew/`, {});
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ detail: GONE });
    // Rolled back whole: the licence is still there with its old expiry, its periods untouched.
    const kept = await api.get(`/api/licenses/${licence.id}/`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().expiry_date).toBe(licence.expiry_date);
    expect(await count('license_periods')).toBe(periods);
  });

  it('held id, deleted, then written to: the ordinary 404', async () => {
    const business = await createBusiness(api);
    expect((await api.delete(`/api/businesses/${business.id}/`)).statusCode).toBe(204);
    const response = await api.post('/api/licenses/', licenseBody(business.id));
    expect(response.statusCode).toBe(404);
  });
});

describe('isDeletedMeanwhile', () => {
  const fk = (detail: string, message: string) =>
    Object.assign(new Error(message), { code: '23503', detail });
  it('is an INSERT or UPDATE naming a missing row, through drizzle’s wrapping', () => {
    const insert = fk(
      'Key (business_id)=(x) is not present in table "businesses".',
      'insert or update on table "licenses" violates foreign key constraint "licenses_business_id_fkey"',
    );
    expect(isDeletedMeanwhile(new Error('Failed query', { cause: insert }))).toBe(true);
  });
  it('is not a DELETE still referenced, nor any other error', () => {
    const restrict = fk(
      'Key (id)=(x) is still referenced from table "licenses".',
      'update or delete on table "businesses" violates foreign key constraint "x" on table "licenses"',
    );
    expect(isDeletedMeanwhile(restrict)).toBe(false);
    expect(isDeletedMeanwhile(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDeletedMeanwhile(undefined)).toBe(false);
  });
});
