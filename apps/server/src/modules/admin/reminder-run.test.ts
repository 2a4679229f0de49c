// "Send due reminders now": one sweep and a delivery pass from the admin panel, super admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity, SUPER_ADMIN_EMAIL } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { DB_KINDS } from '../../../test/support/database';
import { seedLicensee } from '../../../test/support/reminders/fixtures';
import { reminderEnv } from '../../../test/support/reminders/harness';
import { recipientOf, type SmtpFake, startSmtpFake } from '../../../test/support/reminders/smtp-fake';
import { fixedClock } from '../../lib/clock';

const URL = '/api/admin/reminders/run/';
const NOTHING = { sent: 0, retry: 0, failed: 0, skipped: 0, cancelled: 0, lost: 0 };

describe.each(DB_KINDS)('send due reminders now (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpFake;
  // 2026-06-01 09:00 in Toronto.
  const clock = fixedClock('2026-06-01T13:00:00Z');
  beforeAll(async () => {
    smtp = await startSmtpFake();
    t = await buildTestApp(kind, { env: { ...ADMIN_ENV, ...reminderEnv(smtp) }, clock });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (headers?: Record<string, string>) => t.app.inject({ method: 'POST', url: URL, headers });

  it('answers 401 signed out and 403 to owners and to admins who are not super admins, sending nothing', async () => {
    await seedLicensee(t.database.db, {
      email: 'early@example.test',
      expiryDate: '2026-06-15',
      channels: ['email'],
    });
    expect((await post()).statusCode).toBe(401);
    const owner = await post((await t.signIn()).headers);
    expect(owner.statusCode).toBe(403);
    const admin = await post((await t.signIn(adminIdentity())).headers);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ detail: 'Only a super admin may send reminders now' });
    expect(smtp.messages).toHaveLength(0);
  });

  it('creates and sends what is due at once, and a second press finds nothing new', async () => {
    await seedLicensee(t.database.db, {
      email: 'later@example.test',
      expiryDate: '2026-07-01',
      channels: ['email'],
    });
    const { headers } = await t.signIn(adminIdentity(SUPER_ADMIN_EMAIL));
    const first = await post(headers);
    expect(first.statusCode, first.body).toBe(200);
    // The licence expiring on 15 June is at its 14-day reminder, the one of 1 July at its 30-day one.
    expect(first.json()).toEqual({
      at: '2026-06-01T13:00:00.000Z',
      created: { reminders: 2, digests: 0 },
      delivered: { ...NOTHING, sent: 2 },
    });
    expect(smtp.messages.map(recipientOf).sort()).toEqual(['early@example.test', 'later@example.test']);

    const again = await post(headers);
    expect(again.json()).toEqual({
      at: '2026-06-01T13:00:00.000Z',
      created: { reminders: 0, digests: 0 },
      delivered: NOTHING,
    });
    expect(smtp.messages).toHaveLength(2);
  });
});
