import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, TEST_ENV, TORONTO_RESTAURANT } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { type SmtpFake, startSmtpFake } from '../../../test/support/reminders/smtp-fake';
import { newIdentity } from '../../../test/support/tokens';
import { fixedClock } from '../../lib/clock';

/**
 * Decision 014, invitations: e-mailed through the real SMTP path (a loopback SMTP server), accepted
 * by the signed-in user whose verified e-mail was invited, once, before expiry (the clock pinned).
 */
describe.each(DB_KINDS)('workspace invitations (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpFake;
  const clock = fixedClock('2026-11-23T12:00:00Z');
  let owner: ReturnType<typeof apiClient>;
  let workspaceId: string;

  beforeAll(async () => {
    smtp = await startSmtpFake();
    t = await buildTestApp(kind, { clock, env: { ...TEST_ENV, SMTP_URL: smtp.url } });
    owner = apiClient(t.app, (await t.signIn(newIdentity('bookkeeper'))).headers);
    await owner.put('/api/users/profile', { full_name: 'Bea Bookkeeper' });
    const created = await owner.post('/api/workspaces/', { name: 'Harbour Café — client' });
    expect(created.statusCode).toBe(201);
    workspaceId = created.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Invites `email` and returns the token read from the e-mail the SMTP server received. */
  async function invite(email: string, role = 'viewer'): Promise<string> {
    const before = smtp.messages.length;
    const res = await owner.post(`/api/workspaces/${workspaceId}/invitations/`, { email, role });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email: email.toLowerCase(),
      role,
      status: 'pending',
      invited_by: 'Bea Bookkeeper',
    });
    expect(smtp.messages).toHaveLength(before + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email.toLowerCase());
    expect(mail.subject).not.toContain('Harbour');
    expect(mail.text).toContain('Harbour Café — client');
    const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    expect(match, mail.text).not.toBeNull();
    return match![1]!;
  }

  it('is written in the invitee’s profile language when they have an account (issue 30)', async () => {
    const francophone = newIdentity('francine');
    const api = apiClient(t.app, (await t.signIn(francophone)).headers);
    expect((await api.put('/api/users/profile', { language: 'fr' })).statusCode).toBe(200);
    await invite(francophone.email, 'editor');
    const mail = smtp.messages.at(-1)!;
    expect(mail.subject).toBe('Invitation à un espace de travail sur License Tracker');
    expect(mail.text).toContain('« Bea Bookkeeper »');
    expect(mail.text).toContain('en tant qu’éditeur (ses entreprises et ses permis)');
    expect(mail.text).toMatch(/Accepter l’invitation : http/);
    // Nobody has this address yet: the inviter's language (English here).
    await invite(newIdentity('stranger').email);
    expect(smtp.messages.at(-1)!.subject).toBe("You're invited to a workspace on License Tracker");
  });

  // An unconfirmed holder of the invited address is confirmed by accepting: invitation-new-account.test.ts.
  it('is accepted by the invited e-mail only, once, and counts as onboarding', async () => {
    const client = newIdentity('client');
    const token = await invite(client.email.toUpperCase());
    const stranger = apiClient(t.app, (await t.signIn(newIdentity('stranger'))).headers);
    const invitee = apiClient(t.app, (await t.signIn(client)).headers);

    const view = await invitee.get(`/api/invitations/${token}/`);
    expect(view.json()).toMatchObject({
      workspace_id: workspaceId,
      workspace_name: 'Harbour Café — client',
      role: 'viewer',
      status: 'pending',
      email_matches: true,
      already_member: false,
    });
    expect((await stranger.get(`/api/invitations/${token}/`)).json().email_matches).toBe(false);

    const accept = (api: typeof invitee, body?: object) =>
      api.post(`/api/invitations/${token}/accept/`, body);
    expect((await accept(stranger, { full_name: 'S', phone_number: '416 555 0100' })).statusCode).toBe(403);
    // Not onboarded yet: name and phone are confirmed on the accept page.
    expect((await accept(invitee)).statusCode).toBe(400);
    expect((await invitee.get('/api/workspaces/')).json().map((w: { id: string }) => w.id)).not.toContain(
      workspaceId,
    );

    const ok = await accept(invitee, { full_name: 'Cora Client', phone_number: '(416) 555-0142' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ workspace_id: workspaceId, role: 'viewer' });
    const profile = (await invitee.get('/api/users/profile')).json();
    expect(profile).toMatchObject({ full_name: 'Cora Client', is_onboarded: true });

    const again = await accept(invitee, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already been used/);
    const listed = (await invitee.get('/api/workspaces/')).json();
    expect(listed).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: workspaceId, role: 'viewer', personal: false })]),
    );
    expect(listed.filter((w: { personal: boolean }) => w.personal)).toHaveLength(1);
  });

  it('expires after 7 days, and a withdrawn link no longer works', async () => {
    const late = newIdentity('late');
    const lateApi = apiClient(t.app, (await t.signIn(late)).headers);
    const token = await invite(late.email, 'editor');
    clock.set('2026-11-30T11:59:59Z');
    expect((await lateApi.get(`/api/invitations/${token}/`)).json().status).toBe('pending');
    clock.set('2026-11-30T12:00:00Z');
    const expired = await lateApi.post(`/api/invitations/${token}/accept/`, {
      full_name: 'Late',
      phone_number: '416 555 0100',
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toMatch(/expired/);
    clock.set('2026-11-23T12:00:00Z');

    const withdrawn = newIdentity('withdrawn');
    const withdrawnApi = apiClient(t.app, (await t.signIn(withdrawn)).headers);
    const second = await invite(withdrawn.email);
    const list = await owner.get(`/api/workspaces/${workspaceId}/invitations/?limit=1`);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect(list.json()).toHaveLength(1);
    const all = (await owner.get(`/api/workspaces/${workspaceId}/invitations/`)).json();
    const id = all.find((i: { email: string }) => i.email === withdrawn.email.toLowerCase()).id;
    expect((await owner.delete(`/api/workspaces/${workspaceId}/invitations/${id}/`)).statusCode).toBe(204);
    const refused = await withdrawnApi.post(`/api/invitations/${second}/accept/`, {
      full_name: 'W',
      phone_number: '416 555 0100',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/withdrawn/);
    expect(
      (await withdrawnApi.get('/api/invitations/N0t-a-real-invitation-token-000000000/')).statusCode,
    ).toBe(404);
  });

  it('refuses an invitation to a member, and more than the pending limit', async () => {
    const me = (await owner.get('/api/users/profile')).json();
    const res = await owner.post(`/api/workspaces/${workspaceId}/invitations/`, {
      email: me.email,
      role: 'editor',
    });
    expect(res.statusCode).toBe(409);
    expect(
      (await owner.post(`/api/workspaces/${workspaceId}/invitations/`, { email: 'nope', role: 'editor' }))
        .statusCode,
    ).toBe(400);
  });

  it('lets members go: removal cuts access at once, a member may leave, the last owner may not', async () => {
    const editorIdentity = newIdentity('editor');
    const editor = apiClient(t.app, (await t.signIn(editorIdentity)).headers);
    await editor.put('/api/users/profile', { full_name: 'Eli Editor' });
    const token = await invite(editorIdentity.email, 'editor');
    expect(
      (
        await editor.post(`/api/invitations/${token}/accept/`, {
          full_name: 'Eli Editor',
          phone_number: '416 555 0101',
        })
      ).statusCode,
    ).toBe(200);
    const business = await editor.post('/api/businesses/', {
      ...TORONTO_RESTAURANT,
      workspace_id: workspaceId,
    });
    expect(business.statusCode).toBe(201);
    expect(business.json()).toMatchObject({ workspace_id: workspaceId, role: 'editor' });
    const businessId = business.json().id;
    expect((await owner.get(`/api/businesses/${businessId}/`)).json().role).toBe('owner');

    const members = await owner.get(`/api/workspaces/${workspaceId}/members/`);
    expect(members.headers['x-total-count']).toBe('3');
    const editorId = members.json().find((m: { role: string }) => m.role === 'editor').user_id;
    // An editor manages businesses, not members.
    expect(
      (await editor.put(`/api/workspaces/${workspaceId}/members/${editorId}/`, { role: 'owner' })).statusCode,
    ).toBe(403);
    expect(
      (await owner.put(`/api/workspaces/${workspaceId}/members/${editorId}/`, { role: 'viewer' })).json()
        .role,
    ).toBe('viewer');
    const refused = await editor.put(`/api/businesses/${businessId}/`, { business_name: 'Renamed' });
    expect(refused.statusCode).toBe(403);
    expect((await owner.get(`/api/businesses/${businessId}/`)).json().business_name).toBe('Maple Diner');

    expect((await editor.get(`/api/businesses/${businessId}/`)).statusCode).toBe(200);
    expect((await owner.delete(`/api/workspaces/${workspaceId}/members/${editorId}/`)).statusCode).toBe(204);
    // The very next request: no cached membership.
    expect((await editor.get(`/api/businesses/${businessId}/`)).statusCode).toBe(404);
    expect((await editor.get('/api/businesses/')).json().map((b: { id: string }) => b.id)).not.toContain(
      businessId,
    );

    const ownerId = (await owner.get('/api/users/profile')).json().id;
    const last = await owner.delete(`/api/workspaces/${workspaceId}/members/${ownerId}/`);
    expect(last.statusCode).toBe(409);
    const client = (await owner.get(`/api/workspaces/${workspaceId}/members/`))
      .json()
      .find((m: { role: string }) => m.role === 'viewer');
    expect(client).toBeDefined();
  });

  it('deletes a workspace only for an owner who types its name; never the personal one', async () => {
    const list = (await owner.get('/api/workspaces/')).json();
    const personal = list.find((w: { personal: boolean }) => w.personal);
    expect(
      (await owner.call('DELETE', `/api/workspaces/${personal.id}/`, { confirm_name: personal.name }))
        .statusCode,
    ).toBe(400);
    const wrong = await owner.call('DELETE', `/api/workspaces/${workspaceId}/`, { confirm_name: 'Harbour' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(/confirm_name/);
    expect((await owner.put(`/api/workspaces/${workspaceId}/`, { name: 'Harbour Café' })).json().name).toBe(
      'Harbour Café',
    );
    const done = await owner.call('DELETE', `/api/workspaces/${workspaceId}/`, {
      confirm_name: ' harbour café ',
    });
    expect(done.statusCode).toBe(204);
    expect((await owner.get(`/api/workspaces/${workspaceId}/`)).statusCode).toBe(404);
    expect((await owner.get('/api/businesses/')).json()).toEqual([]);
  });
});
