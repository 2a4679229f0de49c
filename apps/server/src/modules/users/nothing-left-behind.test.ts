import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../../test/security/db-guard';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { DB_KINDS } from '../../../test/support/database';
import { TestBrowser } from '../../../test/support/sign-in/browser';
import { PUBLIC_URL, signUp } from '../../../test/support/sign-in/flow';
import { markAccountVerified } from '../../auth/builtin/accounts';
import { emailOutbox } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { silentLog } from '../../reminders/log';
import { createReminderRuntime, runReminders } from '../../reminders/runtime';
import { markEmailVerified } from './repository';

// Issue 16 item 6: a deleted account leaves no row naming it, in any table of any schema, and
// the log never carries e-mail bodies, query values or password hashes.

const NAME = 'Zebulon Quartermaine';
const PHONE = '+14165550142';
const PASSWORD = 'a long passphrase 7';

async function rowsNaming(t: TestApp, needle: string): Promise<string[]> {
  const tables = await query<{ schema: string; name: string }>(
    t.database,
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(tables.length).toBeGreaterThan(10);
  const found: string[] = [];
  const pattern = `%${needle.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`.replace(/'/g, "''");
  for (const { schema, name } of tables) {
    const [row] = await query<{ n: number | string }>(
      t.database,
      `select count(*) as n from "${schema}"."${name}" t where lower(t::text) like '${pattern}'`,
    );
    if (Number(row!.n) > 0) found.push(`${schema}.${name}`);
  }
  return found;
}

describe.each(DB_KINDS)('nothing left behind (%s)', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp(kind, { env: { PUBLIC_URL }, logStream: stream });
  });
  afterAll(() => t?.close());

  it('deletes the outbox mail, sign-in account, tokens and counters of a deleted account: no row names it', async () => {
    const email = 'zebulon.q@example.test';
    const browser = new TestBrowser(t.app);
    const tokens = await signUp(browser, t.config, email, PASSWORD);
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload });

    const profile = (
      await call('PUT', '/api/users/profile', {
        full_name: NAME,
        phone_number: PHONE,
        notification_channels: ['email', 'sms'],
      })
    ).json();
    const business = (
      await call('POST', '/api/businesses/', {
        business_name: `${NAME} Hardware`,
        business_type: 'Retail',
        address: '1 Main St',
        city: 'Toronto',
        province: 'ON',
        postal_code: 'M5H 1A1',
      })
    ).json();
    const licence = await call('POST', '/api/licenses/', {
      business_id: business.id,
      license_name: 'Business licence',
      level: 'municipal',
      issued_date: '2026-01-31',
      expiry_date: '2027-01-31',
    });
    expect(licence.statusCode, licence.body).toBe(201);

    // Verified (as by the link), so a reminder e-mail goes to the outbox; and a reset link too.
    const accountId = /^local\|(.+)$/.exec(
      profile.id ? (await call('GET', '/api/auth/me')).json().subject : '',
    )![1]!;
    await markAccountVerified(t.database.db, accountId, new Date());
    await markEmailVerified(t.database.db, t.config.identity.issuer, `local|${accountId}`, email);
    await browser.post('/account/forgot-password', { email });
    await browser.post('/interaction/nothing/login', { email, password: 'wrong' }); // a throttle row
    const runtime = await createReminderRuntime({
      db: t.database.db,
      clock: fixedClock('2027-01-01T15:00:00Z'),
      log: silentLog,
      config: t.config,
    });
    try {
      expect((await runReminders(runtime)).delivered.sent).toBe(1);
    } finally {
      runtime.close();
    }
    for (let i = 0; i < 50 && (await t.database.db.$count(emailOutbox)) < 3; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await t.database.db.$count(emailOutbox)).toBeGreaterThanOrEqual(3); // verify, reset, reminder
    for (const needle of [email, profile.id, NAME, PHONE])
      expect(await rowsNaming(t, needle)).not.toEqual([]);

    const deleted = await call('DELETE', '/api/users/profile', { confirm_email: email });
    expect(deleted.statusCode).toBe(204);
    for (const needle of [email, profile.id, NAME, PHONE]) {
      expect(await rowsNaming(t, needle), needle).toEqual([]);
    }
    // Only the identity hold of decision 007 keeps the subject, for a day.
    expect(await rowsNaming(t, accountId)).toEqual(['public.deleted_identities']);

    // Nor did the log ever carry the e-mail bodies (the links in them) or the address.
    const log = lines.join('');
    expect(log).not.toContain('/account/reset-password?token=');
    expect(log).not.toContain('/account/verify-email?token=');
    expect(log).not.toContain(email);
    expect(log).not.toContain(NAME);
  });

  it('logs a database error during sign-up without the e-mail, the name or the password hash', async () => {
    const marker = 'Ophelia Unloggable';
    const email = 'ophelia.unloggable@example.test';
    // A constraint that makes this one insert fail, as a full disk or a broken replica would.
    await query(
      t.database,
      `alter table local_accounts add constraint no_ophelia check (full_name <> '${marker}')`,
    );
    try {
      const browser = new TestBrowser(t.app);
      const { authorize, uidFrom } = await import('../../../test/support/sign-in/flow');
      const { res } = await authorize(browser, t.config);
      const before = lines.length;
      const page = await browser.post(`/interaction/${uidFrom(res.headers.location as string)}/signup`, {
        name: marker,
        email,
        password: PASSWORD,
      });
      expect(page.statusCode).toBe(500);
      const logged = lines.slice(before).join('');
      expect(logged).toContain('sign-in page failed');
      expect(logged).toContain('no_ophelia');
      expect(logged).not.toContain(marker);
      expect(logged).not.toContain(email);
      expect(logged).not.toContain('scrypt$');
      expect(logged).not.toContain(PASSWORD);
    } finally {
      await query(t.database, 'alter table local_accounts drop constraint no_ophelia');
    }
  });
});
