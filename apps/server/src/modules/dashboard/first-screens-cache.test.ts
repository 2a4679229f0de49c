import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  createLicense,
  TEST_ENV,
  TORONTO_RESTAURANT,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { fixedClock } from '../../lib/clock';

// Decision 029: the dashboard summary and a licence page are kept per caller for `viewsMs`. The
// author of a change sees it on their next request; another member's change within the bound.
const BOUND_MS = 400;
const NOW = '2026-11-23T15:00:00Z';

describe.each(DB_KINDS)('first screens kept per caller (%s)', (kind) => {
  const clock = fixedClock(NOW);
  let t: TestApp;
  let owner: ApiClient;
  let editor: ApiClient;
  let business: BusinessJson;

  const total = async (api: ApiClient) => (await api.get('/api/dashboard/summary/')).json().counts.total;
  const listed = async (api: ApiClient) => {
    const res = await api.get('/api/licenses/?limit=100');
    expect(res.statusCode).toBe(200);
    return { header: Number(res.headers['x-total-count']), rows: res.json().length };
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock, callerCache: { viewsMs: BOUND_MS } });
    owner = apiClient(t.app, (await t.signIn()).headers);
    editor = apiClient(t.app, (await t.signIn()).headers);
    business = await createBusiness(owner, TORONTO_RESTAURANT);
    const editorId = (await editor.get('/api/users/profile')).json().id;
    await t.database.exec(
      `insert into workspace_members (workspace_id, user_id, role) values ('${business.workspace_id}', '${editorId}', 'editor')`,
    );
  }, 60_000);
  afterAll(() => t?.close());

  it("shows the author's own change on their very next request", async () => {
    const before = await total(owner);
    const page = await listed(owner);
    await createLicense(owner, business.id, { expiry_date: '2027-03-01' });
    expect(await total(owner)).toBe(before + 1);
    expect(await listed(owner)).toEqual({ header: page.header + 1, rows: page.rows + 1 });
  });

  it("shows another member's change within the bound, not necessarily at once", async () => {
    const before = await total(owner);
    const page = await listed(owner);
    await createLicense(editor, business.id, { expiry_date: '2027-04-01' });
    // The editor, the author, sees it at once.
    expect(await total(editor)).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, BOUND_MS + 100));
    expect(await total(owner)).toBe(before + 1);
    expect(await listed(owner)).toEqual({ header: page.header + 1, rows: page.rows + 1 });
  });

  it('counts again when the clock moves to another minute (statuses follow "today")', async () => {
    await createLicense(owner, business.id, { expiry_date: '2026-11-24' });
    const soon = (await owner.get('/api/dashboard/summary/')).json().counts;
    clock.set('2026-11-25T15:00:00Z');
    const later = (await owner.get('/api/dashboard/summary/')).json().counts;
    expect(later.expired).toBe(soon.expired + 1);
    expect(later.expiring_soon).toBe(soon.expiring_soon - 1);
  });
});

describe.each(DB_KINDS)("first screens kept, then forgotten at the caller's write (%s)", (kind) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('answers from what it kept until the caller writes anything', async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock(NOW), callerCache: { viewsMs: 60_000 } });
    const owner = apiClient(t.app, (await t.signIn()).headers);
    const business = await createBusiness(owner, TORONTO_RESTAURANT);
    await createLicense(owner, business.id, { expiry_date: '2027-03-01' });
    const count = async () => (await owner.get('/api/dashboard/summary/')).json().counts.total;
    const header = async () => Number((await owner.get('/api/licenses/')).headers['x-total-count']);
    expect([await count(), await header()]).toEqual([1, 1]);
    // A licence written behind the API's back (as another copy of the server would): not seen yet.
    await t.database.exec(
      `insert into licenses (business_id, license_name, level, issued_date, expiry_date, renewal_rule)
       values ('${business.id}', 'Behind the back', 'municipal', '2026-01-01', '2027-01-01', '{"kind":"term","months":12}')`,
    );
    expect([await count(), await header()]).toEqual([1, 1]);
    // Any write of the caller's forgets what was kept.
    expect((await owner.put(`/api/businesses/${business.id}/`, { ...TORONTO_RESTAURANT })).statusCode).toBe(
      200,
    );
    expect([await count(), await header()]).toEqual([2, 2]);
  });
});
