import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app';
import { DB_KINDS } from '../../test/support/database';
import { TestBrowser } from '../../test/support/sign-in/browser';
import { PUBLIC_URL } from '../../test/support/sign-in/flow';
import type { TestIdentity } from '../../test/support/tokens';
import { buildApp } from '../app';
import { issueLinkToken } from './builtin/account-links';
import { createAccount, subjectFor } from './builtin/accounts';
import { tokenGenerationOf } from './sessions';

// Issue 31 item 1 (decision 046): a reset, a password change, a sign-out and a deletion end the
// account's access tokens at once, on this copy and on another copy of the server on the same
// database, though both keep the caller's row and token in their caller cache.

const PASSWORD = 'a long passphrase 7';
const NEW_PASSWORD = 'another passphrase 8';
const SQUATTED = 'operator@example.test';

describe.each(DB_KINDS)('sessions end when the person says so (%s)', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { PUBLIC_URL, ADMIN_EMAILS: SQUATTED } });
    other = await buildApp({ config: t.config, database: t.database, webDist: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (app: FastifyInstance, url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: bearer(token) });
  /** The status of a request on each copy: both kept the caller when it first answered 200. */
  const statuses = async (token: string, url = '/api/users/profile') => [
    (await get(t.app, url, token)).statusCode,
    (await get(other, url, token)).statusCode,
  ];

  /** A built-in account, unverified like a fresh sign-up, and an access token of it. */
  async function account(email: string) {
    const created = await createAccount(t.database.db, { name: 'Pat', email, password: PASSWORD });
    if (!created.ok) throw new Error('account exists');
    const identity: TestIdentity = { subject: subjectFor(created.account), email, name: 'Pat' };
    const mint = (claims: Record<string, unknown> = {}) =>
      t.mint(identity, { claims: { email_verified: false, ...claims } });
    return { id: created.account.id, identity, mint };
  }

  it('a reset by the address owner ends the squatter’s admin-less tokens and the old calendar address', async () => {
    const squatter = await account(SQUATTED);
    const token = await squatter.mint({ sid: 'squatter-browser' });
    expect(await statuses(token)).toEqual([200, 200]);
    expect((await get(t.app, '/api/auth/is-admin', token)).json().is_admin).toBe(false);
    const feed = new URL((await get(t.app, '/api/users/calendar/', token)).json().url as string);
    expect((await t.app.inject({ method: 'GET', url: feed.pathname })).statusCode).toBe(200);

    // The real operator follows "Forgot password?" from their mailbox.
    const link = await issueLinkToken(t.database.db, squatter.id, 'reset_password', new Date());
    const reset = await new TestBrowser(t.app).request({
      url: '/account/reset-password',
      form: { token: link, password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await statuses(token)).toEqual([401, 401]);
    expect(await statuses(token, '/api/auth/is-admin')).toEqual([401, 401]);
    expect((await t.app.inject({ method: 'GET', url: feed.pathname })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: feed.pathname })).statusCode).toBe(404);

    // The owner's next sign-in: a token at the account's new generation, now verified and admin.
    const gen = await tokenGenerationOf(t.database.db, t.config.identity.issuer, squatter.identity.subject);
    expect(gen).toBe(1);
    const fresh = await squatter.mint({ gen, email_verified: true });
    expect(await statuses(fresh)).toEqual([200, 200]);
    expect((await get(other, '/api/auth/is-admin', fresh)).json().is_admin).toBe(true);
  });

  it('a password change ends every token but those of the browser that changed it', async () => {
    const user = await account('changer@example.test');
    const here = await user.mint({ sid: 'here', gen: 0 });
    const elsewhere = await user.mint({ sid: 'elsewhere', gen: 0 });
    const external = await user.mint({ sid: 'elsewhere' });
    for (const token of [here, elsewhere, external]) expect(await statuses(token)).toEqual([200, 200]);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/password',
      headers: bearer(here),
      payload: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(204);

    expect(await statuses(elsewhere)).toEqual([401, 401]);
    expect(await statuses(external)).toEqual([401, 401]);
    expect(await statuses(here)).toEqual([200, 200]);
  });

  it('a sign-out ends every token of the account, a fresh one works', async () => {
    const user = await account('leaver@example.test');
    const token = await user.mint({ gen: 0 });
    const beforeDeploy = await user.mint();
    expect(await statuses(token)).toEqual([200, 200]);
    expect(await statuses(beforeDeploy)).toEqual([200, 200]);

    const out = await other.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(token) });
    expect(out.statusCode, out.body).toBe(204);
    expect(await statuses(token)).toEqual([401, 401]);
    expect(await statuses(beforeDeploy)).toEqual([401, 401]);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(401);

    const fresh = await user.mint({ gen: 1 });
    expect(await statuses(fresh)).toEqual([200, 200]);
  });

  it('a deletion ends the account’s tokens on the other copy at once, though its row was kept', async () => {
    const { identity, headers } = await t.signIn();
    const token = headers.authorization.slice('Bearer '.length);
    expect(await statuses(token)).toEqual([200, 200]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/profile',
      headers,
      payload: { confirm_email: identity.email },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await statuses(token)).toEqual([401, 401]);
  });
});
