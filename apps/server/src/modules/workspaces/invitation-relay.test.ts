import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { type SmtpFake, startSmtpFake } from '../../../test/support/reminders/smtp-fake';
import { newIdentity } from '../../../test/support/tokens';
import { fixedClock } from '../../lib/clock';
import { defangName } from './invitation-mail';

/**
 * Issue 31, invitations as a relay: only a confirmed account invites, within a daily allowance
 * and a pending cap that withdrawing does not reset, and the e-mail carries no user text in its
 * subject and no link but its own.
 */
describe('defangName', () => {
  it('breaks links, keeps one line, cuts long names and cannot close its quotes', () => {
    expect(defangName('URGENT: verify at http://evil.example/cra')).toBe(
      'URGENT: verify at http[:]//evil[.]example/cra',
    );
    expect(defangName('www.evil.example')).toBe('www[.]evil[.]example');
    expect(defangName('evil\u3002example and evil\uFF0Eexample')).toBe('evil[.]example and evil[.]example');
    expect(defangName('pay@evil.example')).toBe('pay@evil[.]example');
    expect(defangName('Bob" says "hi\n\u202Econtact')).toBe("Bob' says 'hi contact");
    expect(defangName('Maple Diner Inc. Co.')).toBe('Maple Diner Inc. Co.');
    const long = defangName('x'.repeat(200));
    expect([...long]).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe.each(DB_KINDS)('invitations are no relay (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpFake;
  const clock = fixedClock('2026-11-23T12:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpFake();
    t = await buildTestApp(kind, {
      clock,
      env: { ...TEST_ENV, SMTP_URL: smtp.url, INVITATIONS_PER_DAY: '3', PENDING_INVITATIONS: '2' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function ownerOf(name: string, claims: Record<string, unknown> = {}) {
    const identity = newIdentity('owner');
    const api = apiClient(t.app, { authorization: `Bearer ${await t.mint(identity, { claims })}` });
    await api.put('/api/users/profile', { full_name: 'Canada Revenue Agency' });
    const created = await api.post('/api/workspaces/', { name });
    expect(created.statusCode).toBe(201);
    const url = `/api/workspaces/${created.json().id}/invitations/`;
    return { api, url, email: identity.email.toLowerCase() };
  }

  it('refuses an account whose e-mail is not confirmed, in both languages', async () => {
    const { api, url } = await ownerOf('Books', { email_verified: false });
    const sent = smtp.messages.length;
    const res = await api.post(url, { email: 'anyone@example.test', role: 'viewer' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      'Only an account with a confirmed e-mail address can invite: confirm yours first.',
    );
    expect((await api.put('/api/users/profile', { language: 'fr' })).statusCode).toBe(200);
    const fr = await api.post(url, { email: 'anyone@example.test', role: 'viewer' });
    expect(fr.json().detail).toBe(
      'Seul un compte dont l’adresse courriel est confirmée peut inviter : confirmez d’abord la vôtre.',
    );
    expect(smtp.messages).toHaveLength(sent);
  });

  it('counts withdrawn invitations against the daily allowance and the pending cap', async () => {
    const a = await ownerOf('Alpha');
    expect((await a.api.post(a.url, { email: 'one@example.test', role: 'viewer' })).statusCode).toBe(201);
    const listed = (await a.api.get(a.url)).json();
    expect((await a.api.delete(`${a.url}${listed[0].id}/`)).statusCode).toBe(204);
    expect((await a.api.post(a.url, { email: 'two@example.test', role: 'viewer' })).statusCode).toBe(201);
    // One withdrawn in the last 24 hours plus one waiting: the workspace's 2 places are taken.
    const pending = await a.api.post(a.url, { email: 'three@example.test', role: 'viewer' });
    expect(pending.statusCode).toBe(422);
    expect(pending.json().detail).toBe(
      'A workspace can have at most 2 invitations waiting or withdrawn in the last 24 hours; try again later.',
    );

    // Another workspace of the same account: the account's third and last invitation of the day.
    const other = await a.api.post('/api/workspaces/', { name: 'Beta' });
    const betaUrl = `/api/workspaces/${other.json().id}/invitations/`;
    expect((await a.api.post(betaUrl, { email: 'four@example.test', role: 'viewer' })).statusCode).toBe(201);
    // Deleting the workspace deletes its invitations, not the account's count.
    expect(
      (await a.api.call('DELETE', `/api/workspaces/${other.json().id}/`, { confirm_name: 'Beta' }))
        .statusCode,
    ).toBe(204);
    const gamma = await a.api.post('/api/workspaces/', { name: 'Gamma' });
    const gammaUrl = `/api/workspaces/${gamma.json().id}/invitations/`;
    const daily = await a.api.post(gammaUrl, { email: 'five@example.test', role: 'viewer' });
    expect(daily.statusCode).toBe(422);
    expect(daily.json().detail).toBe('You can send at most 3 invitations a day; try again tomorrow (UTC).');

    clock.set('2026-11-24T00:00:01Z');
    expect((await a.api.post(gammaUrl, { email: 'five@example.test', role: 'viewer' })).statusCode).toBe(201);
    clock.set('2026-11-23T12:00:00Z');
  });

  it('sends a fixed subject, quoted defanged names, no link but its own, why and how to ignore', async () => {
    const o = await ownerOf('URGENT: your refund — verify at http://evil.example/cra <a href="x">now</a>');
    expect((await o.api.post(o.url, { email: 'target@example.test', role: 'viewer' })).statusCode).toBe(201);
    const mail = smtp.messages.at(-1)!;
    expect(mail.subject).toBe("You're invited to a workspace on License Tracker");
    const text = mail.text ?? '';
    expect(text).toContain('A License Tracker user named "Canada Revenue Agency" invites you');
    expect(text).toContain(
      'a workspace they named "URGENT: your refund — verify at http[:]//evil[.]example/cra <a…"',
    );
    expect(text).toContain(`Why you get this e-mail: ${o.email} invited this address (target@example.test)`);
    expect(text).toContain(
      'If you don’t know them, ignore this e-mail: nothing happens unless you click the link.',
    );
    const html = String(mail.html);
    for (const part of [text, html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toMatch(/https?:\/\/(?!localhost)/);
    }
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]+">/);
  });
});
