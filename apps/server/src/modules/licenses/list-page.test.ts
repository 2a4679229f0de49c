import { translateDetail } from '@lt/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  createLicense,
  ST_JOHNS_SHOP,
  TEST_ENV,
  VANCOUVER_CAFE,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { licenses, users, workspaceMembers } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

type Row = {
  id: string;
  license_name: string;
  workspace_id: string;
  role: string;
  expiry_date: string | null;
};

/**
 * 06:00 UTC: already the 22nd in Toronto, still the 21st in Vancouver. A licence expiring on the
 * 21st is expired in Toronto and expiring soon (today) in Vancouver: the filter reads each
 * business's own day, like the badge.
 */
const NOW = '2026-11-22T06:00:00Z';

describe.each(DB_KINDS)('GET /api/licenses/ paged, searched, filtered, sorted (%s)', (kind) => {
  let t: TestApp;
  let a: ApiClient;
  let b: ApiClient;
  let toronto: BusinessJson;
  let vancouver: BusinessJson;
  let clientWorkspace: string;
  let bBusiness: BusinessJson;
  const names = (response: { json(): Row[] }) => response.json().map((l) => l.license_name);

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock(NOW) });
    a = apiClient(t.app, (await t.signIn()).headers);
    const bSignIn = await t.signIn();
    b = apiClient(t.app, bSignIn.headers);
    toronto = await createBusiness(a);
    clientWorkspace = (await a.post('/api/workspaces/', { name: 'Harbour client' })).json().id;
    vancouver = await createBusiness(a, { ...VANCOUVER_CAFE, workspace_id: clientWorkspace });
    const on = (id: string, license_name: string, extra: Record<string, unknown>) =>
      createLicense(a, id, { license_name, ...extra });
    await on(toronto.id, 'Food handler certificate', {
      license_type: 'Certificate',
      level: 'provincial',
      license_number: 'FH-001',
      expiry_date: '2026-11-21',
    });
    await on(toronto.id, 'Sidewalk patio permit', { level: 'municipal', expiry_date: '2026-12-10' });
    await on(toronto.id, 'Business number registration', {
      license_type: 'Registration',
      level: 'federal',
      renewal_rule: { kind: 'none' },
    });
    await on(toronto.id, 'Élévateur inspection', {
      license_type: 'Inspection',
      license_number: 'ELV-77',
      expiry_date: '2027-08-01',
    });
    await on(vancouver.id, 'Liquor primary licence', { level: 'provincial', expiry_date: '2027-03-01' });
    await on(vancouver.id, 'Patio permit', { level: 'municipal', expiry_date: '2026-11-21' });
    // B's own licences: never in A's answers, whatever A asks for.
    bBusiness = await createBusiness(b, ST_JOHNS_SHOP);
    await createLicense(b, bBusiness.id, { license_name: 'Secret patio permit', expiry_date: '2026-12-01' });
    // B is a viewer of A's client workspace: B sees those two, with the role viewer.
    const [bUser] = await t.database.db.select().from(users).where(eq(users.email, bSignIn.identity.email));
    await t.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: clientWorkspace, userId: bUser!.id, role: 'viewer' });
  });
  afterAll(() => t?.close());

  it('answers the first page by expiry (no expiry last) with the total, each with workspace and role', async () => {
    const response = await a.get('/api/licenses/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('6');
    expect(names(response)).toEqual([
      'Food handler certificate',
      'Patio permit',
      'Sidewalk patio permit',
      'Liquor primary licence',
      'Élévateur inspection',
      'Business number registration',
    ]);
    const byName = new Map(response.json().map((l: Row) => [l.license_name, l]));
    expect(byName.get('Patio permit')).toMatchObject({ workspace_id: clientWorkspace, role: 'owner' });
    expect(byName.get('Sidewalk patio permit')).toMatchObject({ workspace_id: toronto.workspace_id });
  });

  it('finds a licence made from a template by its French name too (issue 27)', async () => {
    await t.database.db
      .update(licenses)
      .set({ licenseNameFr: 'Permis d’alcool primaire' })
      .where(eq(licenses.licenseName, 'Liquor primary licence'));
    expect(names(await a.get('/api/licenses/?q=primaire'))).toEqual(['Liquor primary licence']);
    expect(names(await a.get('/api/licenses/?q=alcool%20liquor'))).toEqual(['Liquor primary licence']);
  });

  it('searches name, type, number and business name, ignoring case and accents, every word', async () => {
    expect(names(await a.get('/api/licenses/?q=PATIO'))).toEqual(['Patio permit', 'Sidewalk patio permit']);
    expect(names(await a.get('/api/licenses/?q=certificate'))).toEqual(['Food handler certificate']);
    expect(names(await a.get('/api/licenses/?q=fh-0'))).toEqual(['Food handler certificate']);
    expect(names(await a.get('/api/licenses/?q=elevateur'))).toEqual(['Élévateur inspection']);
    expect(names(await a.get('/api/licenses/?q=%C3%89L%C3%89VATEUR'))).toEqual(['Élévateur inspection']);
    expect(names(await a.get('/api/licenses/?q=gastown%20cafe'))).toEqual([
      'Patio permit',
      'Liquor primary licence',
    ]);
    expect(names(await a.get('/api/licenses/?q=patio%20gastown'))).toEqual(['Patio permit']);
    // % and _ are letters to find, not wildcards.
    expect((await a.get('/api/licenses/?q=%25')).headers['x-total-count']).toBe('0');
    expect((await a.get('/api/licenses/?q=_')).headers['x-total-count']).toBe('0');
  });

  it('filters by status in each business’s own day, by level, business and workspace', async () => {
    expect(names(await a.get('/api/licenses/?status=expired'))).toEqual(['Food handler certificate']);
    expect(names(await a.get('/api/licenses/?status=expiring_soon'))).toEqual([
      'Patio permit',
      'Sidewalk patio permit',
    ]);
    expect(names(await a.get('/api/licenses/?status=active'))).toEqual([
      'Liquor primary licence',
      'Élévateur inspection',
    ]);
    expect(names(await a.get('/api/licenses/?status=no_expiry'))).toEqual(['Business number registration']);
    expect(names(await a.get('/api/licenses/?level=provincial'))).toEqual([
      'Food handler certificate',
      'Liquor primary licence',
    ]);
    expect(names(await a.get(`/api/licenses/?business_id=${vancouver.id}`))).toEqual([
      'Patio permit',
      'Liquor primary licence',
    ]);
    const inClient = await a.get(`/api/licenses/?workspace_id=${clientWorkspace}&level=municipal`);
    expect(names(inClient)).toEqual(['Patio permit']);
    expect(inClient.headers['x-total-count']).toBe('1');
    // An empty filter is no filter (what a form sends for "All").
    expect((await a.get('/api/licenses/?status=&level=&q=')).headers['x-total-count']).toBe('6');
  });

  it('sorts by each column both ways, ties broken the same way every time', async () => {
    expect(names(await a.get('/api/licenses/?sort=license_name'))).toEqual([
      'Business number registration',
      'Élévateur inspection',
      'Food handler certificate',
      'Liquor primary licence',
      'Patio permit',
      'Sidewalk patio permit',
    ]);
    expect(names(await a.get('/api/licenses/?sort=license_name&order=desc'))[0]).toBe(
      'Sidewalk patio permit',
    );
    expect(names(await a.get('/api/licenses/?sort=expiry_date&order=desc'))).toEqual([
      'Élévateur inspection',
      'Liquor primary licence',
      'Sidewalk patio permit',
      'Food handler certificate',
      'Patio permit',
      'Business number registration',
    ]);
    // Status: expired, expiring soon, active, no expiry; within a status the soonest first.
    expect(names(await a.get('/api/licenses/?sort=status'))).toEqual([
      'Food handler certificate',
      'Patio permit',
      'Sidewalk patio permit',
      'Liquor primary licence',
      'Élévateur inspection',
      'Business number registration',
    ]);
    expect(names(await a.get('/api/licenses/?sort=status&order=desc'))).toEqual([
      'Business number registration',
      'Liquor primary licence',
      'Élévateur inspection',
      'Patio permit',
      'Sidewalk patio permit',
      'Food handler certificate',
    ]);
    expect(names(await a.get('/api/licenses/?sort=business_name&order=desc&limit=2'))).toEqual([
      'Food handler certificate',
      'Sidewalk patio permit',
    ]);
    for (const sort of ['license_type', 'level', 'issued_date', 'reminder_enabled']) {
      for (const order of ['asc', 'desc']) {
        const all = names(await a.get(`/api/licenses/?sort=${sort}&order=${order}`));
        const paged = [
          ...names(await a.get(`/api/licenses/?sort=${sort}&order=${order}&limit=4`)),
          ...names(await a.get(`/api/licenses/?sort=${sort}&order=${order}&limit=4&offset=4`)),
        ];
        expect(paged, `${sort} ${order}`).toEqual(all);
        expect(new Set(all).size).toBe(6);
      }
    }
    expect(names(await a.get('/api/licenses/?sort=level'))[0]).toBe('Business number registration');
  });

  it('pages with limit and offset, the total unchanged, past the end empty', async () => {
    const first = await a.get('/api/licenses/?limit=4');
    const second = await a.get('/api/licenses/?limit=4&offset=4');
    expect(first.json()).toHaveLength(4);
    expect(second.json()).toHaveLength(2);
    expect(first.headers['x-total-count']).toBe('6');
    expect(second.headers['x-total-count']).toBe('6');
    const past = await a.get('/api/licenses/?offset=60');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('6');
    expect(names(await a.get('/api/licenses/?limit=500'))).toHaveLength(6);
  });

  it('never shows another workspace’s licences, whatever the filter', async () => {
    for (const query of [
      'q=secret',
      `business_id=${bBusiness.id}`,
      `workspace_id=${bBusiness.workspace_id}`,
    ]) {
      const response = await a.get(`/api/licenses/?${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers['x-total-count']).toBe('0');
    }
    const asB = await b.get('/api/licenses/?sort=license_name');
    expect(names(asB)).toEqual(['Liquor primary licence', 'Patio permit', 'Secret patio permit']);
    expect(asB.json().map((l: Row) => l.role)).toEqual(['viewer', 'viewer', 'owner']);
    expect(names(await b.get(`/api/licenses/?workspace_id=${toronto.workspace_id}`))).toEqual([]);
  });

  it.each([
    ['limit=501', 'limit: must be at most 500', 'limit: doit être au plus 500'],
    ['limit=0', 'limit: must be at least 1', 'limit: doit être au moins 1'],
    ['limit=abc', 'limit: must be a whole number', 'limit: doit être un nombre entier'],
    ['offset=-1', 'offset: must be at least 0', 'offset: doit être au moins 0'],
    ['status=lapsed', 'status: must be one of', 'status: doit être l'],
    ['level=city', 'level: must be one of', 'level: doit être l'],
    ['sort=colour', 'sort: must be one of', 'sort: doit être l'],
    ['order=up', 'order: must be one of', 'order: doit être l'],
    ['business_id=nope', 'business_id: must be a valid id', 'business_id: doit être un identifiant valide'],
    ['workspace_id=1', 'workspace_id: must be a valid id', 'workspace_id: doit être un identifiant valide'],
    [`q=${'x'.repeat(201)}`, 'q: must be at most 200 characters', 'q: doit compter au plus 200 caractères'],
  ])('refuses ?%s with a 400 that says why, in English and French', async (query, en, fr) => {
    const english = await a.get(`/api/licenses/?${query}`);
    expect(english.statusCode).toBe(400);
    expect(english.json().detail).toContain(en);
    // The caller whose profile says French reads it in French (the catalogue has the sentence).
    expect(translateDetail(english.json().detail, 'fr')).toContain(fr);
  });
});
