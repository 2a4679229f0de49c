import { PHONE_CODE_MAX_ATTEMPTS } from '@lt/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { DB_KINDS } from '../../../test/support/database';
import { PUBLIC_URL, reminderEnv } from '../../../test/support/reminders/harness';
import { startTwilioFake, type TwilioFake } from '../../../test/support/reminders/twilio-fake';
import { phoneVerifications } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import {
  ALREADY_VERIFIED_PHONE,
  CODE_EXPIRED,
  CODE_FOR_OTHER_NUMBER,
  DAILY_CAP_REACHED,
  NO_CODE,
  NO_PHONE,
  SMS_UNAVAILABLE,
  TOO_MANY_TRIES,
  wrongCode,
} from './phone-verification';

// Issue 16 item 4: a phone number gets SMS reminders only once its owner typed back the 6-digit
// code texted to it; the code expires, allows five wrong tries, and is stored only as an HMAC.

describe.each(DB_KINDS)('phone verification by SMS code (%s)', (kind) => {
  let t: TestApp;
  let twilio: TwilioFake;
  const clock = fixedClock('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    twilio = await startTwilioFake();
    t = await buildTestApp(kind, {
      clock,
      env: { ...reminderEnv(undefined, twilio), PUBLIC_URL, SEND_CAP_SMS_PER_DAY: '4' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await twilio?.close();
  });

  async function owner(phone = '(416) 555-0142') {
    const { headers, identity } = await t.signIn();
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (phone)
      expect((await call('PUT', '/api/users/profile', { phone_number: phone })).statusCode).toBe(200);
    const profile = (await call('GET', '/api/users/profile')).json() as {
      id: string;
      phone_verified: boolean;
    };
    return { call, identity, profile };
  }
  const send = (o: Awaited<ReturnType<typeof owner>>) =>
    o.call('POST', '/api/users/profile/phone-verification');
  const confirm = (o: Awaited<ReturnType<typeof owner>>, code: string) =>
    o.call('POST', '/api/users/profile/phone-verification/confirm', { code });
  const lastCode = () => /\b(\d{6})\b/.exec(twilio.messages.at(-1)!.body)![1]!;
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('texts a 6-digit code to the number in E.164; the right code verifies the number', async () => {
    const o = await owner();
    expect(o.profile.phone_verified).toBe(false);
    const sent = await send(o);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ sent_to: '•••0142', expires_in_minutes: 10 });
    const sms = twilio.messages.at(-1)!;
    expect(sms.to).toBe('+14165550142');
    expect(sms.body).toMatch(/^License Tracker: your code is \d{6}\. It expires in 10 minutes\./);
    // Only the HMAC is stored: the code itself is nowhere in the row.
    const [row] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, o.profile.id));
    expect(JSON.stringify(row)).not.toContain(lastCode());
    const confirmed = await confirm(o, lastCode());
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().phone_verified).toBe(true);
    expect((await o.call('GET', '/api/users/profile')).json().phone_verified).toBe(true);
    // Used once: the code is gone, and the number needs no other.
    expect((await confirm(o, lastCode())).json().detail).toBe(NO_CODE);
    expect((await send(o)).json().detail).toBe(ALREADY_VERIFIED_PHONE);
  });

  it('a changed number is no longer verified, and a code sent to the old one does not verify the new', async () => {
    const o = await owner();
    await send(o);
    await confirm(o, lastCode());
    await o.call('PUT', '/api/users/profile', { phone_number: '416-555-0143' });
    expect((await o.call('GET', '/api/users/profile')).json().phone_verified).toBe(false);
    await send(o);
    const code = lastCode();
    await o.call('PUT', '/api/users/profile', { phone_number: '416-555-0144' });
    expect((await confirm(o, code)).json().detail).toBe(CODE_FOR_OTHER_NUMBER);
    // Typing the same number another way keeps it verified.
    await o.call('PUT', '/api/users/profile', { phone_number: '416-555-0143' });
    await send(o);
    await confirm(o, lastCode());
    await o.call('PUT', '/api/users/profile', { phone_number: '+1 (416) 555 0143' });
    expect((await o.call('GET', '/api/users/profile')).json().phone_verified).toBe(true);
  });

  it('five wrong codes void the code, even the right one after them', async () => {
    const o = await owner('(416) 555-0150');
    await send(o);
    const code = lastCode();
    for (let i = 1; i < PHONE_CODE_MAX_ATTEMPTS; i++) {
      const res = await confirm(o, otherCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(wrongCode(PHONE_CODE_MAX_ATTEMPTS - i));
    }
    expect((await confirm(o, otherCode(code))).json().detail).toBe(TOO_MANY_TRIES);
    expect((await confirm(o, code)).json().detail).toBe(NO_CODE);
    expect((await o.call('GET', '/api/users/profile')).json().phone_verified).toBe(false);
  });

  it('wrong codes sent at once cannot exceed the limit', async () => {
    const o = await owner('(416) 555-0151');
    await send(o);
    const code = lastCode();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        confirm(o, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    const tries = answers.map((a) => a.json().detail as string);
    expect(tries.filter((d) => d.startsWith('code: this is not the code')).length).toBeLessThanOrEqual(
      PHONE_CODE_MAX_ATTEMPTS - 1,
    );
    expect((await confirm(o, code)).json().detail).toBe(NO_CODE);
  });

  it('a code expires after 10 minutes', async () => {
    const o = await owner('(416) 555-0152');
    await send(o);
    clock.set('2026-11-23T15:10:01Z');
    try {
      expect((await confirm(o, lastCode())).json().detail).toBe(CODE_EXPIRED);
    } finally {
      clock.set('2026-11-23T15:00:00Z');
    }
  });

  it('refuses what is not a 6-digit code, and a profile without a number', async () => {
    const o = await owner('');
    expect((await send(o)).json()).toEqual({ detail: NO_PHONE });
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await confirm(o, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().detail).toBe('code: must be the 6 digits of the SMS');
    }
  });

  it('counts codes against the daily SMS cap, and refuses beyond it', async () => {
    const o = await owner('(416) 555-0153');
    const before = twilio.messages.length;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(o)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    expect(twilio.messages.length - before).toBe(4);
    expect((await send(o)).json().detail).toBe(DAILY_CAP_REACHED);
    // A new UTC day, a new allowance.
    clock.set('2026-11-24T00:00:01Z');
    try {
      expect((await send(o)).statusCode).toBe(202);
    } finally {
      clock.set('2026-11-23T15:00:00Z');
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/profile/phone-verification' });
    expect(res.statusCode).toBe(401);
  });
});

describe('phone verification without Twilio', () => {
  it('says SMS is not set up (409)', async () => {
    const t = await buildTestApp('pglite');
    try {
      const { headers } = await t.signIn();
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers,
        payload: { phone_number: '(416) 555-0199' },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/profile/phone-verification',
        headers,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(SMS_UNAVAILABLE);
    } finally {
      await t.close();
    }
  });
});
