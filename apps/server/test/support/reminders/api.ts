// The reminder API tests: the whole app on a test database, plus a reminder runtime on the same
// database, a loopback SMTP server and Twilio, and one pinned clock for both.

import { loadConfig } from '../../../src/config';
import { fixedClock } from '../../../src/lib/clock';
import { silentLog } from '../../../src/reminders/log';
import { createReminderRuntime, runReminders } from '../../../src/reminders/runtime';
import { buildTestApp, type TestApp } from '../app';
import { apiClient, createBusiness, createLicense } from '../businesses';
import type { DbKind } from '../database';
import { PUBLIC_URL, reminderEnv } from './harness';
import { startSmtpFake } from './smtp-fake';
import { startTwilioFake } from './twilio-fake';

export async function reminderApi(kind: DbKind, now: string) {
  const clock = fixedClock(now);
  const smtp = await startSmtpFake();
  const twilio = await startTwilioFake();
  const env = { ...reminderEnv(smtp, twilio), RATE_LIMIT_PER_MINUTE: '100000' };
  const t: TestApp = await buildTestApp(kind, { env, clock });
  const runtime = await createReminderRuntime({
    db: t.database.db,
    clock,
    log: silentLog,
    config: loadConfig(env),
  });
  return {
    t,
    clock,
    smtp,
    twilio,
    run: () => runReminders(runtime),
    /** A signed-in owner with SMS and e-mail on, a Toronto business and a licence expiring then. */
    async owner(expiryDate: string) {
      const session = await t.signIn();
      const api = apiClient(t.app, session.headers);
      const profile = await api.put('/api/users/profile', {
        phone_number: '416 555 0142',
        notification_channels: ['email', 'sms'],
      });
      // SMS goes only to a number proved by the code it was texted (the product's own routes).
      await api.post('/api/users/profile/phone-verification');
      const code = /\b(\d{6})\b/.exec(twilio.messages.at(-1)?.body ?? '')?.[1];
      await api.post('/api/users/profile/phone-verification/confirm', { code });
      twilio.messages.length = 0;
      const business = await createBusiness(api);
      const license = await createLicense(api, business.id, {
        expiry_date: expiryDate,
        issued_date: '2026-01-15',
      });
      return { ...session, api, profile: profile.json() as { id: string }, business, license };
    },
    /** The path and query of a URL under PUBLIC_URL, for app.inject. */
    local: (url: string) => url.replace(PUBLIC_URL, ''),
    async close() {
      runtime.close();
      await t.close();
      await smtp.close();
      await twilio.close();
    },
  };
}
