import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app';
import { DB_KINDS } from '../../test/support/database';
import { PUBLIC_URL, reminderEnv } from '../../test/support/reminders/harness';
import { startTwilioFake, type TwilioFake } from '../../test/support/reminders/twilio-fake';
import { smsOptOuts } from '../db/schema';
import { twilioSignature } from './twilio-signature';
import { TWILIO_WEBHOOK_PATH } from './twilio-webhook';

// Issue 16 item 4: STOP/ARRET from a signed Twilio webhook turns SMS off for the number, HELP/AIDE
// is answered, and an unsigned or wrongly signed request is refused. Signatures are made with the
// official `twilio` package (written independently of this product), not with our own code.

const URL_ = `${PUBLIC_URL}${TWILIO_WEBHOOK_PATH}`;

function inbound(body: string, from = '+14165550199'): Record<string, string> {
  return {
    ToCountry: 'CA',
    SmsSid: 'SM0123456789abcdef0123456789abcdef',
    AccountSid: 'AC0123456789abcdef0123456789abcdef',
    From: from,
    To: '+15005550006',
    Body: body,
    NumMedia: '0',
    ApiVersion: '2010-04-01',
  };
}

describe('the X-Twilio-Signature computation', () => {
  it('matches the official twilio package on forms with accents, repeats and a query string', () => {
    const token = '12345678901234567890123456789012';
    const cases: [string, Record<string, string>][] = [
      [URL_, inbound('ARRÊT')],
      [`${URL_}?account=main&x=1`, inbound('Aide, s’il vous plaît')],
      [URL_, {}],
    ];
    for (const [url, params] of cases) {
      const mine = twilioSignature(token, url, new URLSearchParams(params));
      expect(mine).toBe(twilio.getExpectedTwilioSignature(token, url, params));
      expect(twilio.validateRequest(token, mine, url, params)).toBe(true);
    }
  });
});

describe.each(DB_KINDS)('the Twilio inbound webhook (%s)', (kind) => {
  let t: TestApp;
  let fake: TwilioFake;
  beforeAll(async () => {
    fake = await startTwilioFake();
    t = await buildTestApp(kind, { env: { ...reminderEnv(undefined, fake), PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  function post(params: Record<string, string>, signature?: string) {
    return t.app.inject({
      method: 'POST',
      url: TWILIO_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
      },
      payload: new URLSearchParams(params).toString(),
    });
  }
  const signed = (params: Record<string, string>) =>
    post(params, twilio.getExpectedTwilioSignature(fake.authToken, URL_, params));
  const optedOut = async (e164: string) =>
    (await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, e164))).length > 0;

  it('STOP (and ARRÊT) from a signed request turns SMS off for the number; START turns it back on', async () => {
    const stop = await signed(inbound('  stop '));
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await optedOut('+14165550199')).toBe(true);
    await signed(inbound('START'));
    expect(await optedOut('+14165550199')).toBe(false);
    await signed(inbound('Arrêt', '+14165550177'));
    expect(await optedOut('+14165550177')).toBe(true);
  });

  it('refuses an unsigned, a wrongly signed or a tampered request, and changes nothing', async () => {
    const params = inbound('STOP', '+14165550111');
    const good = twilio.getExpectedTwilioSignature(fake.authToken, URL_, params);
    const tampered = { ...params, From: '+14165550112' };
    for (const res of [
      await post(params),
      await post(params, 'bm90IGEgc2lnbmF0dXJl'),
      await post(params, twilio.getExpectedTwilioSignature('another-token', URL_, params)),
      await post(tampered, good),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await optedOut('+14165550111')).toBe(false);
    expect(await optedOut('+14165550112')).toBe(false);
  });

  it('answers HELP and AIDE with what the texts are and how to stop them (TwiML)', async () => {
    for (const word of ['HELP', 'aide']) {
      const res = await signed(inbound(word, '+14165550122'));
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(
        /<Response><Message>License Tracker: .*Reply STOP.*ARRET.*<\/Message><\/Response>$/,
      );
    }
    expect(await optedOut('+14165550122')).toBe(false);
    expect((await signed(inbound('thanks!', '+14165550122'))).body).toContain('<Response></Response>');
  });
});
