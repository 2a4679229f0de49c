import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  createBusiness,
  createLicense,
  TEST_ENV,
  TORONTO_RESTAURANT,
  VANCOUVER_CAFE,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { joinWorkspace } from '../../../test/support/join-workspace';
import { businesses, workspaces } from '../../db/schema';

interface Person {
  api: ApiClient;
  id: string;
  email: string;
}

/**
 * Decision 014, issue 14: deleting one's account leaves a shared workspace to the others. Their
 * businesses and licences stay, someone remains owner, and what the leaver created in it passes to
 * an owner; only the workspaces where the leaver was alone go with the account.
 */
describe.each(DB_KINDS)('deleting an account that shares workspaces (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
  });
  afterAll(() => t?.close());

  async function person(): Promise<Person> {
    const api = apiClient(t.app, (await t.signIn()).headers);
    const profile = (await api.get('/api/users/profile')).json();
    return { api, id: profile.id, email: profile.email };
  }
  const deleteAccount = async (who: Person) => {
    const res = await who.api.call('DELETE', '/api/users/profile', { confirm_email: who.email });
    expect(res.statusCode, res.body).toBe(204);
  };
  const roles = async (viewer: Person, workspaceId: string) => {
    const res = await viewer.api.get(`/api/workspaces/${workspaceId}/members/`);
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(
      (res.json() as { user_id: string; role: string }[]).map((m) => [m.user_id, m.role]),
    );
  };
  const ownerOf = async (businessId: string) =>
    (await t.database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]?.ownerId;

  it('hands a workspace whose only owner leaves to its longest-standing member, with everything in it', async () => {
    const [bookkeeper, colleague, client] = [await person(), await person(), await person()];
    const ws = (await bookkeeper.api.post('/api/workspaces/', { name: 'Harbour Café — client' })).json().id;
    await joinWorkspace(t, bookkeeper.api, colleague.api, ws, 'editor');
    await joinWorkspace(t, bookkeeper.api, client.api, ws, 'viewer');
    const shared = await createBusiness(bookkeeper.api, { ...TORONTO_RESTAURANT, workspace_id: ws });
    const licence = await createLicense(bookkeeper.api, shared.id, { license_name: 'Shared licence' });
    // The bookkeeper's personal workspace is theirs alone: it goes with the account.
    const own = await createBusiness(bookkeeper.api, VANCOUVER_CAFE);
    // A link not yet accepted, sent by the leaver, must not block the deletion.
    const pending = await bookkeeper.api.post(`/api/workspaces/${ws}/invitations/`, {
      email: 'later@example.test',
      role: 'viewer',
    });
    expect(pending.statusCode, pending.body).toBe(201);

    await deleteAccount(bookkeeper);

    expect(await roles(colleague, ws)).toEqual({ [colleague.id]: 'owner', [client.id]: 'viewer' });
    expect((await colleague.api.get(`/api/businesses/${shared.id}/`)).json()).toMatchObject({
      role: 'owner',
    });
    expect((await colleague.api.get(`/api/licenses/${licence.id}/`)).statusCode).toBe(200);
    expect((await client.api.get(`/api/licenses/${licence.id}/`)).json()).toMatchObject({
      license_name: 'Shared licence',
      role: 'viewer',
    });
    expect(await ownerOf(shared.id)).toBe(colleague.id);
    // The new owner can run the workspace: rename it, invite someone.
    expect((await colleague.api.put(`/api/workspaces/${ws}/`, { name: 'Harbour Café' })).statusCode).toBe(
      200,
    );
    expect(await ownerOf(own.id)).toBeUndefined();
    expect(
      (await t.database.db.select().from(workspaces).where(eq(workspaces.id, own.workspace_id))).length,
    ).toBe(0);
  });

  it('keeps another owner as the owner and promotes nobody', async () => {
    const [first, second, viewer] = [await person(), await person(), await person()];
    const ws = (await first.api.post('/api/workspaces/', { name: 'Two owners' })).json().id;
    await joinWorkspace(t, first.api, viewer.api, ws, 'viewer');
    await joinWorkspace(t, first.api, second.api, ws, 'owner');
    const business = await createBusiness(first.api, { ...TORONTO_RESTAURANT, workspace_id: ws });

    await deleteAccount(first);

    expect(await roles(second, ws)).toEqual({ [second.id]: 'owner', [viewer.id]: 'viewer' });
    expect(await ownerOf(business.id)).toBe(second.id);
  });

  it('leaves what an editor added in a client’s workspace to that workspace’s owner', async () => {
    const [owner, editor] = [await person(), await person()];
    const ws = (await owner.api.post('/api/workspaces/', { name: 'Client' })).json().id;
    await joinWorkspace(t, owner.api, editor.api, ws, 'editor');
    const added = await createBusiness(editor.api, { ...TORONTO_RESTAURANT, workspace_id: ws });
    const licence = await createLicense(editor.api, added.id, { license_name: 'Added by the editor' });

    await deleteAccount(editor);

    expect(await roles(owner, ws)).toEqual({ [owner.id]: 'owner' });
    expect(await ownerOf(added.id)).toBe(owner.id);
    expect((await owner.api.get(`/api/licenses/${licence.id}/`)).statusCode).toBe(200);
  });
});
