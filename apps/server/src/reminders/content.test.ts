import { longDate } from '@lt/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { daysLeftText, type ReminderFacts, reminderEmail, reminderSms, SMS_MAX_LENGTH } from './content';
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

  it('keeps every SMS within 160 characters and always names the expiry date', () => {
    expect(reminderSms(facts, links.app)).toBe(
      'License Tracker: Food premises licence (Maple Diner) expires in 30 days, on 2027-04-13. https://t.example/app/licenses',
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300 }),
        fc.string({ minLength: 1, maxLength: 300 }),
        fc.integer({ min: 0, max: 30 }),
        fc.webUrl({ size: 'large' }),
        (licenseName, businessName, daysLeft, appUrl) => {
          const sms = reminderSms({ ...facts, licenseName, businessName, daysLeft }, appUrl);
          expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
          expect(sms).toContain('2027-04-13');
        },
      ),
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
      twilio: undefined,
    });
    expect(loadConfig({ WORKER: 'off' }).reminders.worker).toBe(false);
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
