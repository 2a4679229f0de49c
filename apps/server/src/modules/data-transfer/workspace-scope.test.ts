// Export, import and the calendar feed narrowed to one workspace (`workspace_id`, decision 017):
// any member exports and subscribes, an owner or editor imports, a viewer's import is a 403 and a
// stranger's a 404, exactly like the routes that name a workspace (decision 014).

import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  createBusiness,
  createLicense,
  TEST_ENV,
  VANCOUVER_CAFE,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { multipartForm } from '../../../test/support/multipart';
import { fixedClock } from '../../lib/clock';

type Who = 'owner' | 'editor' | 'viewer' | 'outsider';

describe.each(DB_KINDS)('export, import and feed of one workspace (%s)', (kind) => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const api = {} as Record<Who, ApiClient>;
  let ws: string;

  async function upload(who: Who, csv: string, fields: Record<string, string>) {
    const form = await multipartForm({ name: 'sheet.csv', bytes: csv }, fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/licenses/import/',
      headers: { ...headers[who], ...form.headers },
      payload: form.payload,
    });
  }
  const csvLines = async (who: Who, query: string) => {
    const response = await api[who].get(`/api/licenses/export.csv?${query}`);
    return { status: response.statusCode, lines: response.body.trim().split('\r\n') };
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    for (const who of ['owner', 'editor', 'viewer', 'outsider'] as Who[]) {
      headers[who] = (await t.signIn()).headers;
      api[who] = apiClient(t.app, headers[who]);
    }
    // The owner's personal business, and a client's workspace with its own business.
    const personal = await createBusiness(api.owner);
    await createLicense(api.owner, personal.id, { license_name: 'Personal patio permit' });
    ws = (await api.owner.post('/api/workspaces/', { name: 'Client' })).json().id;
    const client = await createBusiness(api.owner, { ...VANCOUVER_CAFE, workspace_id: ws });
    await createLicense(api.owner, client.id, {
      license_name: 'Client food permit',
      expiry_date: '2027-02-01',
    });
    // Members straight into the table: the invitation path has its own tests (workspaces module).
    for (const role of ['editor', 'viewer'] as const) {
      const userId = (await api[role].get('/api/users/profile')).json().id as string;
      await t.database.db.execute(
        sql`insert into workspace_members (workspace_id, user_id, role) values (${ws}, ${userId}, ${role})`,
      );
    }
    await createBusiness(api.outsider);
  });
  afterAll(() => t?.close());

  it('exports one workspace to any member, and answers a stranger 404', async () => {
    const all = await csvLines('owner', '');
    expect(all.lines).toHaveLength(3);
    for (const who of ['owner', 'editor', 'viewer'] as Who[]) {
      const one = await csvLines(who, `workspace_id=${ws}`);
      expect(one.status).toBe(200);
      expect(one.lines).toHaveLength(2);
      expect(one.lines[1]).toContain('Client food permit');
    }
    const xlsx = await api.viewer.get(`/api/licenses/export.xlsx?workspace_id=${ws}`);
    expect(xlsx.statusCode).toBe(200);
    expect((await api.outsider.get(`/api/licenses/export.csv?workspace_id=${ws}`)).statusCode).toBe(404);
    expect((await api.outsider.get(`/api/licenses/export.xlsx?workspace_id=${ws}`)).statusCode).toBe(404);
    const bad = await api.owner.get('/api/licenses/export.csv?workspace_id=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/workspace_id/);
  });

  it('imports into one workspace for an owner or editor; a viewer gets 403, a stranger 404, and nothing is written', async () => {
    const sheet =
      'Licence name,Business,Issue date,Expiry date\r\nClient sign permit,Gastown Café,2026-05-01,2027-05-01\r\n';
    const count = async () => (await api.owner.get('/api/licenses/')).json().length as number;
    const before = await count();
    const viewer = await upload('viewer', sheet, { workspace_id: ws });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().detail).toMatch(/viewer/);
    const outsider = await upload('outsider', sheet, { workspace_id: ws });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().detail).toBe('Workspace not found');
    expect(await count()).toBe(before);

    const editor = await upload('editor', sheet, { workspace_id: ws, mode: 'valid_rows' });
    expect(editor.statusCode, editor.body).toBe(200);
    expect(editor.json()).toMatchObject({ created: 1, skipped: [] });
    expect(await count()).toBe(before + 1);
  });

  it('names only the target workspace’s businesses: the owner’s own business is unknown there', async () => {
    const sheet = 'Licence name,Business,Issue date\r\nStray permit,Maple Diner,2026-05-01\r\n';
    const response = await upload('owner', sheet, { workspace_id: ws, mode: 'valid_rows' });
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toBe(0);
    expect(response.json().skipped[0].reason).toMatch(/business/i);
    // The same sheet without a workspace reaches the owner's every business.
    const everywhere = await upload('owner', sheet, { mode: 'valid_rows', dry_run: 'true' });
    expect(everywhere.json().created).toBe(1);
  });

  it('gives a member a feed of one workspace, which stops answering when they leave', async () => {
    const summaries = async (path: string) => {
      const feed = await t.app.inject({ method: 'GET', url: path });
      expect(feed.statusCode).toBe(200);
      return new ICAL.Component(ICAL.parse(feed.body))
        .getAllSubcomponents('vevent')
        .map((e) => String(e.getFirstPropertyValue('summary')));
    };
    // The owner's feed spans both workspaces; with the parameter, the client's only.
    const ownerUrl = new URL((await api.owner.get(`/api/users/calendar/?workspace_id=${ws}`)).json().url);
    expect(ownerUrl.searchParams.get('workspace_id')).toBe(ws);
    expect((await summaries(ownerUrl.pathname)).some((s) => s.includes('Personal patio permit'))).toBe(true);
    const clientOnly = await summaries(`${ownerUrl.pathname}${ownerUrl.search}`);
    expect(clientOnly).toContain('Expires: Client food permit (Gastown Café)');
    expect(clientOnly.some((s) => s.includes('Personal'))).toBe(false);

    const address = await api.viewer.get(`/api/users/calendar/?workspace_id=${ws}`);
    expect(address.statusCode).toBe(200);
    const url = new URL(address.json().url);
    expect(await summaries(`${url.pathname}${url.search}`)).toContain(
      'Expires: Client food permit (Gastown Café)',
    );

    expect((await api.outsider.get(`/api/users/calendar/?workspace_id=${ws}`)).statusCode).toBe(404);
    const outsiderUrl = new URL((await api.outsider.get('/api/users/calendar/')).json().url);
    const foreign = await t.app.inject({ method: 'GET', url: `${outsiderUrl.pathname}?workspace_id=${ws}` });
    expect(foreign.statusCode).toBe(404);

    const viewerId = (await api.viewer.get('/api/users/profile')).json().id as string;
    expect((await api.viewer.delete(`/api/workspaces/${ws}/members/${viewerId}/`)).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(after.statusCode).toBe(404);
  });
});
