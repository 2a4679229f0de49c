import { countSms, isGsm7, LANGUAGES } from '@lt/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digestEmail, type ReminderFacts, reminderEmail, reminderSms, SMS_MAX_LENGTH } from './content';
import { REMINDER_WORDING } from './wording';

const facts: ReminderFacts = {
  recipientName: 'Dominique',
  businessName: 'Casse-croûte Chez Léo',
  licenseName: "Permis d'exploitation d'un restaurant",
  level: 'federal',
  expiryDate: '2027-04-13',
  daysLeft: 30,
  language: 'fr',
};
const links = {
  app: 'https://t.example/app/licenses',
  unsubscribe: 'https://t.example/unsubscribe?token=a.b',
  ack: 'https://t.example/on-it/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
};

describe('reminders in French', () => {
  it('words the e-mail in French, dates as 13 avr. 2027, with <html lang="fr">', () => {
    const mail = reminderEmail(facts, links);
    expect(mail.subject).toBe("Rappel : Permis d'exploitation d'un restaurant expire dans 30 jours");
    expect(mail.text).toContain('Bonjour Dominique,');
    expect(mail.text).toContain(
      "Permis d'exploitation d'un restaurant de Casse-croûte Chez Léo expire dans 30 jours, le 13 avr. 2027.",
    );
    expect(mail.text).toContain("Date d'expiration: 13 avr. 2027 (2027-04-13)");
    expect(mail.text).toContain('Palier: Fédéral');
    expect(mail.text).toContain(`Je m'en occupe : ${links.ack}`);
    expect(mail.text).toContain(`Se désabonner des rappels par courriel : ${links.unsubscribe}`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Je m&#39;en occupe');
    expect(mail.html).not.toMatch(/Reminder|Business|Stop e-mail/);

    const overdue = reminderEmail({ ...facts, daysLeft: -7 }, links);
    expect(overdue.subject).toBe("En retard : Permis d'exploitation d'un restaurant a expiré il y a 7 jours");
    expect(overdue.text).toContain('Jours de retard: 7');
    expect(reminderEmail({ ...facts, daysLeft: 0 }, links).subject).toMatch(/expire aujourd'hui$/);
    expect(reminderEmail({ ...facts, daysLeft: 1 }, links).subject).toMatch(/expire demain$/);
  });

  it('keeps English as it was for an English recipient', () => {
    const mail = reminderEmail({ ...facts, language: 'en' }, links);
    expect(mail.subject).toBe("Reminder: Permis d'exploitation d'un restaurant expires in 30 days");
    expect(mail.text).toContain('April 13, 2027');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('words the weekly digest in French', () => {
    const mail = digestEmail(
      {
        recipientName: null,
        weekOf: '2027-03-01',
        language: 'fr',
        businesses: [
          {
            businessId: 'b',
            businessName: 'Chez Léo',
            licenses: [
              {
                licenseName: 'Permis de terrasse',
                level: 'municipal',
                expiryDate: '2027-03-08',
                daysLeft: 7,
                ackUrl: links.ack,
              },
              {
                licenseName: 'Permis d’alcool',
                level: 'provincial',
                expiryDate: '2027-02-01',
                daysLeft: -28,
                ackUrl: links.ack,
              },
            ],
          },
        ],
      },
      links,
    );
    expect(mail.subject).toBe('Vos permis cette semaine : 2 à renouveler, dont 1 en retard');
    expect(mail.text).toContain('pour la semaine du 1er mars 2027.');
    expect(mail.text).toContain('- Permis de terrasse (Municipal) expire dans 7 jours, le 8 mars 2027.');
    expect(mail.text).toContain(
      '- Permis d’alcool (Provincial) a expiré il y a 28 jours, le 1er févr. 2027.',
    );
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('writes every SMS shape of both languages in GSM-7 only', () => {
    for (const language of LANGUAGES) {
      const { sms, expiry } = REMINDER_WORDING[language];
      for (const days of [-14, -1, 0, 1, 30]) {
        const phrase = expiry(days);
        for (const text of [
          sms.full('L', 'B', phrase, '2027-04-13', links.ack),
          sms.noBusiness('L', phrase, '2027-04-13', links.ack),
          sms.noDate('L', phrase, links.ack),
          sms.noLink('L', phrase, '2027-04-13'),
        ]) {
          expect(isGsm7(text), `${language}: ${text}`).toBe(true);
        }
      }
    }
  });

  it('sends a French SMS as one GSM-7 message, accents of names folded where GSM-7 lacks them', () => {
    const short = reminderSms(
      { ...facts, licenseName: 'Permis de terrasse', businessName: 'Boîte Façade' },
      'https://t.example/on-it/A',
    );
    expect(short).toBe(
      `License Tracker : Permis de terrasse (Boite Facade) expire dans 30 jours, le 2027-04-13. Je m'en occupe : https://t.example/on-it/A`,
    );
    expect(countSms(short)).toEqual({ encoding: 'gsm7', units: short.length, segments: 1 });
    // A longer name drops the business and the date, then is shortened, but keeps the link.
    const long = reminderSms({ ...facts, businessName: 'Boîte à chanson Façade' }, links.ack);
    expect(long).not.toContain('Boite');
    expect(long.endsWith(`Je m'en occupe : ${links.ack}`)).toBe(true);
    expect(countSms(long)).toMatchObject({ encoding: 'gsm7', segments: 1 });
  });

  it('keeps every SMS, in either language, one GSM-7 message with the link', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300, unit: 'binary' }),
        fc.string({ minLength: 1, maxLength: 300, unit: 'binary' }),
        fc.integer({ min: -34, max: 365 }),
        fc.constantFrom(...LANGUAGES),
        (licenseName, businessName, daysLeft, language) => {
          const text = reminderSms({ ...facts, licenseName, businessName, daysLeft, language }, links.ack);
          const count = countSms(text);
          expect(count.encoding).toBe('gsm7');
          expect(count.units).toBeLessThanOrEqual(SMS_MAX_LENGTH);
          expect(text.endsWith(links.ack)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
