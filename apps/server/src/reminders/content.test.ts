import { longDate } from '@lt/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import {
  daysLeftText,
  digestEmail,
  expiryPhrase,
  type ReminderFacts,
  reminderEmail,
  reminderSms,
  SMS_MAX_LENGTH,
} from './content';
import { smtpFailure } from './failures';

const facts: ReminderFacts = {
  recipientName: 'Dana',
  businessName: 'Maple Diner',
  licenseName: 'Food premises licence',
  level: 'provincial',
  expiryDate: '2027-04-13',
  daysLeft: 30,
};
const links = {
  app: 'https://t.example/app/licenses',
  unsubscribe: 'https://t.example/unsubscribe?token=a.b',
  ack: 'https://t.example/on-it/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
};

describe('reminder content', () => {
  it('names the licence and the days left in the subject', () => {
    expect(reminderEmail(facts, links).subject).toBe('Reminder: Food premises licence expires in 30 days');
    expect(daysLeftText(1)).toBe('tomorrow');
    expect(daysLeftText(0)).toBe('today');
    expect(longDate('2027-04-13')).toBe('April 13, 2027');
  });

  it('escapes names in the HTML part', () => {
    const html = reminderEmail({ ...facts, businessName: '<script>x</script> & "Co"' }, links).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt; &amp; &quot;Co&quot;');
  });

  it('words each kind: before, on the day, overdue', () => {
    expect(expiryPhrase(30)).toBe('expires in 30 days');
    expect(expiryPhrase(0)).toBe('expires today');
    expect(expiryPhrase(-1)).toBe('expired 1 day ago');
    expect(expiryPhrase(-14)).toBe('expired 14 days ago');
    expect(reminderEmail({ ...facts, daysLeft: 0 }, links).subject).toBe(
      'Reminder: Food premises licence expires today',
    );
    const overdue = reminderEmail({ ...facts, daysLeft: -7 }, links);
    expect(overdue.subject).toBe('Overdue: Food premises licence expired 7 days ago');
    expect(overdue.text).toContain(
      "Food premises licence for Maple Diner expired 7 days ago, on April 13, 2027 — renew it, or tell us you're on it.",
    );
    expect(overdue.text).toContain('Days overdue: 7');
  });

  it('carries the "I\'m on it" link in both parts of every e-mail', () => {
    for (const daysLeft of [30, 0, -21]) {
      const mail = reminderEmail({ ...facts, daysLeft }, links);
      expect(mail.text).toContain(`I'm on it: ${links.ack}`);
      expect(mail.html).toContain(`href="${links.ack}"`);
    }
  });

  it('lists a digest by business with a link per licence', () => {
    const mail = digestEmail(
      {
        recipientName: 'Dana',
        weekOf: '2026-06-01',
        businesses: [
          {
            businessId: 'b1',
            businessName: 'Maple Diner',
            licenses: [
              {
                licenseName: 'Liquor',
                level: 'provincial',
                expiryDate: '2026-05-20',
                daysLeft: -12,
                ackUrl: 'https://t/on-it/1',
              },
              {
                licenseName: 'Patio',
                level: 'municipal',
                expiryDate: '2026-07-01',
                daysLeft: 30,
                ackUrl: 'https://t/on-it/2',
              },
            ],
          },
          {
            businessId: 'b2',
            businessName: 'Maple Café',
            licenses: [
              {
                licenseName: 'Food <premises>',
                level: 'municipal',
                expiryDate: '2026-06-10',
                daysLeft: 9,
                ackUrl: 'https://t/on-it/3',
              },
            ],
          },
        ],
      },
      links,
    );
    expect(mail.subject).toBe('Your licences this week: 3 licences to renew, 1 overdue');
    expect(mail.text).toContain(
      "Maple Diner\n- Liquor (Provincial) expired 12 days ago, on May 20, 2026.\n  I'm on it: https://t/on-it/1\n- Patio (Municipal) expires in 30 days, on July 1, 2026.\n  I'm on it: https://t/on-it/2\n\nMaple Café\n- Food <premises>",
    );
    expect(mail.html).toContain('Food &lt;premises&gt;');
    for (const n of [1, 2, 3]) expect(mail.html).toContain(`href="https://t/on-it/${n}"`);
  });

  it('keeps every SMS within 160 characters with the "I\'m on it" link', () => {
    expect(reminderSms(facts, links.ack)).toBe(
      `License Tracker: Food premises licence expires in 30 days, on 2027-04-13. I'm on it: ${links.ack}`,
    );
    expect(reminderSms({ ...facts, licenseName: 'Liquor', daysLeft: -7 }, links.ack)).toBe(
      `License Tracker: Liquor (Maple Diner) expired 7 days ago, on 2027-04-13. I'm on it: ${links.ack}`,
    );
    // A public URL of up to 40 characters leaves the link room beside the name.
    const ackUrls = fc
      .tuple(fc.webUrl({ size: 'small' }), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/))
      .filter(([base]) => base.length <= 40)
      .map(([base, token]) => `${base}/on-it/${token}`);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300 }),
        fc.string({ minLength: 1, maxLength: 300 }),
        fc.integer({ min: -34, max: 365 }),
        ackUrls,
        (licenseName, businessName, daysLeft, ackUrl) => {
          const sms = reminderSms({ ...facts, licenseName, businessName, daysLeft }, ackUrl);
          expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
          expect(sms).toContain(ackUrl);
          expect(sms).toContain(expiryPhrase(daysLeft));
        },
      ),
    );
    // Any URL at all: still one segment.
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.webUrl({ size: 'large' }), (licenseName, url) => {
        expect(reminderSms({ ...facts, licenseName }, url).length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      }),
    );
  });
});

describe('failure classification', () => {
  it('retries 4xx and connection errors, gives up on 5xx', () => {
    expect(smtpFailure({ responseCode: 451, response: '451 4.3.0 later' }).transient).toBe(true);
    expect(smtpFailure({ code: 'ECONNECTION', message: 'closed' }).transient).toBe(true);
    expect(
      smtpFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })).transient,
    ).toBe(true);
    expect(smtpFailure({ responseCode: 550, response: '550 5.1.1 no such user' }).transient).toBe(false);
    expect(smtpFailure({ responseCode: 535, code: 'EAUTH', response: '535 bad credentials' }).transient).toBe(
      true,
    );
  });
});

describe('reminder configuration', () => {
  it('defaults to the outbox, no SMS, and the worker on', () => {
    const config = loadConfig({});
    expect(config.reminders).toEqual({
      worker: true,
      smtpUrl: undefined,
      mailFrom: 'License Tracker <reminders@localhost>',
      sendCaps: { email: 50, sms: 10, smsPerServer: 2000 },
      smtpConnections: 16,
      twilio: undefined,
      // Channels to loopback only where a test says so (decision 026).
      webhookAllowLoopback: false,
    });
    expect(loadConfig({ WORKER: 'off' }).reminders.worker).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_LOOPBACK: 'true' }).reminders.webhookAllowLoopback).toBe(true);
  });

  it('reads SMTP and Twilio settings and refuses half of them', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15005550006',
    });
    expect(config.reminders.smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
    expect(config.reminders.twilio).toEqual({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15005550006',
      apiBase: 'https://api.twilio.com',
    });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(ConfigError);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_AUTH_TOKEN: is required/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must start with smtp/,
    );
    expect(() => loadConfig({ WORKER: 'maybe' })).toThrow(/WORKER/);
  });
});
