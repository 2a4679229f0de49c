import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { type ApiClient, apiClient, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';

// Decision 038: the caller's workspace list is kept like the first screens (decision 029) for
// `viewsMs`. The caller's own change shows on their next request; another's within the bound; access
// to a workspace is still checked on every request, whatever the kept list says.
const BOUND_MS = 400;
const wait = () => new Promise((resolve) => setTimeout(resolve, BOUND_MS + 100));

describe.each(DB_KINDS)('workspace list kept per caller (%s)', (kind) => {
  let t: TestApp;
  let owner: ApiClient;
  let member: ApiClient;
  let memberId: string;

  const names = async (api: ApiClient) => {
    const res = await api.get('/api/workspaces/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return (res.json() as { name: string }[]).map((w) => w.name);
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, callerCache: { viewsMs: BOUND_MS } });
    owner = apiClient(t.app, (await t.signIn()).headers);
    member = apiClient(t.app, (await t.signIn()).headers);
    memberId = (await member.get('/api/users/profile')).json().id;
  }, 60_000);
  afterAll(() => t?.close());

  it("shows the caller's own new workspace on their very next request", async () => {
    expect(await names(owner)).toEqual(['Personal']);
    expect((await owner.post('/api/workspaces/', { name: 'Harbour Café' })).statusCode).toBe(201);
    expect(await names(owner)).toEqual(['Personal', 'Harbour Café']);
  });

  it('shows a membership made by someone else within the bound, and refuses a removed one at once', async () => {
    const shared = (await owner.get('/api/workspaces/'))
      .json()
      .find((w: { name: string }) => w.name !== 'Personal');
    expect(await names(member)).toEqual(['Personal']);
    // Added behind this caller's back (the owner's invitation, accepted elsewhere): the kept list
    // lags, within the bound.
    await t.database.exec(
      `insert into workspace_members (workspace_id, user_id, role) values ('${shared.id}', '${memberId}', 'viewer')`,
    );
    expect(await names(member)).toEqual(['Personal']);
    await wait();
    expect(await names(member)).toEqual(['Personal', 'Harbour Café']);
    expect((await member.get(`/api/workspaces/${shared.id}/`)).statusCode).toBe(200);

    // Removed by the owner: the workspace itself is refused on the member's next request, while
    // their kept list may still name it until the bound.
    expect((await owner.delete(`/api/workspaces/${shared.id}/members/${memberId}/`)).statusCode).toBe(204);
    expect((await member.get(`/api/workspaces/${shared.id}/`)).statusCode).toBe(404);
    expect((await member.get(`/api/workspaces/${shared.id}/members/`)).statusCode).toBe(404);
    await wait();
    expect(await names(member)).toEqual(['Personal']);
  });
});
