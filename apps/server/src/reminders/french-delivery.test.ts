// A French recipient's reminder, read back from the loopback SMTP server and the Twilio fake, and
// the pages of its links (issue 15).
import { countSms } from '@lt/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { reminderApi } from '../../test/support/reminders/api';
import { seedLicensee } from '../../test/support/reminders/fixtures';
import { rawHeader, recipientOf } from '../../test/support/reminders/smtp-fake';
import { licenses, users } from '../db/schema';

describe.each(DB_KINDS)('reminders in the recipient language (%s)', (kind) => {
  let r: Awaited<ReturnType<typeof reminderApi>>;
  beforeAll(async () => {
    // 09:00 in Toronto on 2026-06-01, 30 days before 2026-07-01.
    r = await reminderApi(kind, '2026-06-01T13:00:00Z');
  });
  afterAll(() => r?.close());
  const db = () => r.t.database.db;

  it('e-mails and texts a French recipient in French, and its links answer in French', async () => {
    const { owner, license } = await seedLicensee(db(), {
      expiryDate: '2026-07-01',
      fullName: 'Dominique Tremblay',
      phoneNumber: '1 (514) 555-0199',
    });
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, owner.id));
    await db().update(licenses).set({ licenseName: 'Permis de terrasse' }).where(eq(licenses.id, license.id));
    // An English recipient the same hour, to show each gets their own language.
    const other = await seedLicensee(db(), { expiryDate: '2026-07-01', fullName: 'Sam English' });

    await r.run();
    const mail = r.smtp.messages.find((m) => recipientOf(m) === owner.email)!;
    expect(mail.subject).toBe('Rappel : Permis de terrasse expire dans 30 jours');
    expect(mail.text).toContain('Bonjour Dominique Tremblay,');
    expect(mail.text).toContain('expire dans 30 jours, le 1er juil. 2026.');
    expect(mail.text).toContain("Date d'expiration: 1er juil. 2026 (2026-07-01)");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Se désabonner des rappels par courriel');
    expect(mail.text).not.toMatch(/Hello|Reminder|Days left/);
    const english = r.smtp.messages.find((m) => recipientOf(m) === other.owner.email)!;
    expect(english.subject).toMatch(/^Reminder: .* expires in 30 days$/);

    const sms = r.twilio.messages.find((m) => m.to === '+15145550199')!;
    const ack = mail.text!.match(/Je m'en occupe : (\S+)/)![1]!;
    // With a 79-character link, the date is left out to stay in one message (as in English). The
    // SMS links the period; the e-mail its own delivery, to say who is on it (issue 30).
    expect(sms.body).toMatch(
      /^License Tracker : Permis de terrasse expire dans 30 jours\. Je m'en occupe : \S+\/on-it\/[\w-]{43}$/,
    );
    expect(countSms(sms.body)).toMatchObject({ encoding: 'gsm7', segments: 1 });

    const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
    // The "I'm on it" page, opened from an English browser: the owner's language wins.
    const ask = await r.t.app.inject({
      method: 'GET',
      url: local(ack),
      headers: { 'accept-language': 'en' },
    });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('<html lang="fr">');
    expect(ask.body).toContain('Arrêter les rappels pour ce permis?');
    expect(ask.body).toContain('qui expire le 1er juil. 2026');
    expect(ask.body).toContain("Je m'en occupe</button>");
    const done = await r.t.app.inject({ method: 'POST', url: local(ack) });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Merci — vous vous en occupez');

    const unsubscribe = local(rawHeader(mail, 'List-Unsubscribe')!.slice(1, -1));
    const confirm = await r.t.app.inject({ method: 'GET', url: unsubscribe });
    expect(confirm.body).toContain('<html lang="fr">');
    expect(confirm.body).toContain('Se désabonner</button>');
    const off = await r.t.app.inject({
      method: 'POST',
      url: unsubscribe,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain('Les rappels par courriel sont désactivés');
  });

  it('answers a broken link in the language of the browser', async () => {
    const french = await r.t.app.inject({
      method: 'GET',
      url: '/on-it/not-a-token',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(french.statusCode).toBe(400);
    expect(french.body).toContain('Ce lien ne fonctionne pas');
    const english = await r.t.app.inject({ method: 'GET', url: '/unsubscribe?token=x' });
    expect(english.body).toContain('This link does not work');
  });
});
