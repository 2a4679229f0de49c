import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, TEST_ENV, TORONTO_RESTAURANT } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { newIdentity, type TestIdentity } from '../../../test/support/tokens';
import { createAccount, subjectFor } from '../../auth/builtin/accounts';
import { businesses, licenses, localAccounts, oidcModels, users } from '../../db/schema';
import { CONFIRM_EMAIL_MISMATCH } from './service';

const counts = async (t: TestApp) => ({
  users: await t.database.db.$count(users),
  businesses: await t.database.db.$count(businesses),
  licenses: await t.database.db.$count(licenses),
});

describe.each(DB_KINDS)('deleting one’s account (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
  });
  afterAll(() => t?.close());

  /** A user with a business and a licence; returns the client and ids. */
  async function populated(identity: TestIdentity = newIdentity()) {
    const { headers } = await t.signIn(identity);
    const api = apiClient(t.app, headers);
    const business = (await api.post('/api/businesses/', TORONTO_RESTAURANT)).json();
    const license = (
      await api.post('/api/licenses/', {
        business_id: business.id,
        license_name: 'Business licence',
        level: 'municipal',
        issued_date: '2026-01-15',
      })
    ).json();
    return { identity, headers, api, business, license };
  }

  it('refuses without the account’s e-mail typed again, and changes nothing', async () => {
    const { api } = await populated();
    const other = await populated();
    const before = await counts(t);
    for (const body of [
      {},
      { confirm_email: 'someone@else.test' },
      { confirm_email: other.identity.email },
    ]) {
      const res = await api.call('DELETE', '/api/users/profile', body);
      expect(res.statusCode).toBe(400);
    }
    const res = await api.call('DELETE', '/api/users/profile', { confirm_email: 'someone@else.test' });
    expect(res.json().detail).toBe(CONFIRM_EMAIL_MISMATCH);
    expect(await counts(t)).toEqual(before);
  });

  it('deletes the account with its businesses and licences, and nobody else’s', async () => {
    const mine = await populated();
    const other = await populated();
    const before = await counts(t);
    const res = await mine.api.call('DELETE', '/api/users/profile', {
      confirm_email: `  ${mine.identity.email.toUpperCase()} `,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await counts(t)).toEqual({
      users: before.users - 1,
      businesses: before.businesses - 1,
      licenses: before.licenses - 1,
    });
    expect((await other.api.get(`/api/licenses/${other.license.id}/`)).statusCode).toBe(200);
  });

  it('does not come back through a token issued before the deletion, but a later sign-in starts afresh', async () => {
    const mine = await populated();
    await mine.api.call('DELETE', '/api/users/profile', { confirm_email: mine.identity.email });
    const before = await counts(t);

    const stale = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: mine.headers });
    expect(stale.statusCode).toBe(401);
    expect(await counts(t)).toEqual(before);

    const later = { authorization: `Bearer ${await t.mint(mine.identity, { issuedAt: 2 })}` };
    const fresh = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: later });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ email: mine.identity.email, is_onboarded: false });
    expect((await apiClient(t.app, later).get('/api/businesses/')).json()).toEqual([]);
  });

  it('removes the built-in sign-in account with its sessions and grants, and only those', async () => {
    const password = 'correct horse battery staple';
    const created = await createAccount(t.database.db, {
      name: 'Del Ete',
      email: 'del@example.test',
      password,
    });
    const kept = await createAccount(t.database.db, { name: 'Kee P', email: 'keep@example.test', password });
    if (!created.ok || !kept.ok) throw new Error('accounts not created');
    const subject = subjectFor(created.account);
    const keptSubject = subjectFor(kept.account);
    await t.database.db.insert(oidcModels).values([
      { type: 'Session', id: `s-${subject}`, payload: { accountId: subject } },
      { type: 'Grant', id: `g-${subject}`, payload: { accountId: subject } },
      { type: 'Session', id: `s-${keptSubject}`, payload: { accountId: keptSubject } },
    ]);
    const { api } = await populated({ subject, email: 'del@example.test', name: 'Del Ete' });

    const res = await api.call('DELETE', '/api/users/profile', { confirm_email: 'del@example.test' });
    expect(res.statusCode).toBe(204);
    const accounts = await t.database.db.select({ email: localAccounts.email }).from(localAccounts);
    expect(accounts.map((a) => a.email)).not.toContain('del@example.test');
    expect(accounts.map((a) => a.email)).toContain('keep@example.test');
    const models = await t.database.db.select({ id: oidcModels.id }).from(oidcModels);
    expect(models.map((m) => m.id).filter((id) => id.endsWith(subject) || id.endsWith(keptSubject))).toEqual([
      `s-${keptSubject}`,
    ]);
    await t.database.db.delete(localAccounts).where(eq(localAccounts.id, kept.account.id));
  });
});
