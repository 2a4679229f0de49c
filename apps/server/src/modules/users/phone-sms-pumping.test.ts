import { PHONE_NUMBER_MESSAGE, translateDetail } from '@lt/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { DB_KINDS } from '../../../test/support/database';
import { PUBLIC_URL, reminderEnv } from '../../../test/support/reminders/harness';
import { startTwilioFake, type TwilioFake } from '../../../test/support/reminders/twilio-fake';
import { users } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { twilioSender } from '../../reminders/sms-transport';
import { NOT_CANADA_OR_US, SERVER_BUDGET_SPENT } from './phone-verification';

// Issue 31, item 3 (SMS pumping): the red team had codes texted to premium +1 900 and Jamaican
// +1 876 numbers, 10 a day per account with unlimited accounts. Only Canadian and US geographic
// numbers get SMS now, and the server as a whole has a daily budget (SMS_DAILY_BUDGET).

describe.each(DB_KINDS)('no SMS pumping (%s)', (kind) => {
  let t: TestApp;
  let twilio: TwilioFake;
  const clock = fixedClock('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    twilio = await startTwilioFake();
    t = await buildTestApp(kind, {
      clock,
      env: { ...reminderEnv(undefined, twilio), PUBLIC_URL, SMS_DAILY_BUDGET: '2' },
      // A number is written behind the API's back below: the caller's row must be read afresh.
      callerCache: { userMs: 0 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await twilio?.close();
  });

  /** A new account; its language is the first request's Accept-Language. */
  async function account(language = 'en') {
    const { headers } = await t.signIn();
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...headers, 'accept-language': language },
        ...(payload ? { payload } : {}),
      });
    const sendCode = () => call('POST', '/api/users/profile/phone-verification');
    const { id } = (await call('GET', '/api/users/profile')).json() as { id: string };
    return { call, sendCode, id };
  }

  it('refuses premium and Caribbean +1 numbers on the profile, and texts none of them', async () => {
    const a = await account();
    for (const bad of [
      '+1 900 555 0199',
      '+1 876 555 0199',
      '1-976-555-0199',
      '(809) 555-0199',
      '800-555-0199',
    ]) {
      for (const url of ['/api/users/profile', '/api/onboarding/profile']) {
        const res = await a.call('PUT', url, { phone_number: bad });
        expect(res.statusCode, `${url} ${bad}`).toBe(400);
        expect(res.json().detail).toBe(`phone_number: ${PHONE_NUMBER_MESSAGE}`);
      }
    }
    const fr = await (await account('fr-CA')).call('PUT', '/api/users/profile', {
      phone_number: '+1 876 555 0199',
    });
    expect(fr.json().detail).toMatch(/^phone_number: .*ne vont qu’au Canada et aux États-Unis/);
    expect(twilio.messages).toHaveLength(0);
  });

  it('refuses to text a premium or Caribbean number saved before the rule (400)', async () => {
    for (const [saved, language] of [
      ['+1 900 555 0199', 'en'],
      ['+1 876 555 0199', 'fr-CA'],
    ] as const) {
      const a = await account(language);
      await t.database.db.update(users).set({ phoneNumber: saved }).where(eq(users.id, a.id));
      const res = await a.sendCode();
      expect(res.statusCode, saved).toBe(400);
      expect(res.json().detail).toBe(
        language === 'en' ? NOT_CANADA_OR_US : translateDetail(NOT_CANADA_OR_US, 'fr'),
      );
    }
    expect(translateDetail(NOT_CANADA_OR_US, 'fr')).toMatch(/^Les textos ne vont qu’aux numéros/);
    expect(twilio.messages).toHaveLength(0);
  });

  it('stops every account once the server spent its daily budget, until the next UTC day', async () => {
    const accounts = await Promise.all([account(), account(), account()]);
    for (const [i, a] of accounts.entries()) {
      await a.call('PUT', '/api/users/profile', { phone_number: `(416) 555-01${50 + i}` });
    }
    expect((await accounts[0]!.sendCode()).statusCode).toBe(202);
    expect((await accounts[1]!.sendCode()).statusCode).toBe(202);
    const third = await accounts[2]!.sendCode();
    expect(third.statusCode).toBe(503);
    expect(third.json().detail).toBe(SERVER_BUDGET_SPENT);
    const french = await account('fr-CA');
    await french.call('PUT', '/api/users/profile', { phone_number: '(514) 555-0150' });
    expect((await french.sendCode()).json().detail).toMatch(/^Ce serveur a envoyé tous les textos/);
    expect(twilio.messages.map((m) => m.to)).toEqual(['+14165550150', '+14165550151']);
    clock.set(new Date('2026-11-24T00:00:01Z'));
    expect((await accounts[2]!.sendCode()).statusCode).toBe(202);
  });
});

describe('the Twilio fake', () => {
  it('refuses what is not a Canadian or US geographic number, as Twilio does (21408), for good', async () => {
    const twilio = await startTwilioFake();
    try {
      const sender = twilioSender({ ...twilio, from: '+15005550006' });
      await expect(sender.send('+14165550199', 'hello')).resolves.toMatchObject({ providerId: /^SM/ });
      for (const to of ['+19005550199', '+18765550199', '+18005550199']) {
        const failure = await sender.send(to, 'hello').catch((e: unknown) => e);
        expect(failure, to).toMatchObject({ transient: false, message: expect.stringContaining('21408') });
      }
      expect(twilio.refused).toEqual(['+19005550199', '+18765550199', '+18005550199']);
      expect(twilio.messages.map((m) => m.to)).toEqual(['+14165550199']);
    } finally {
      await twilio.close();
    }
  });
});
