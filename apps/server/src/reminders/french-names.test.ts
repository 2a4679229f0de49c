// Issue 27: a licence made from a template keeps the template's names in both languages, and every
// reminder names it in its reader's language — e-mail, SMS, the weekly digest, an outside contact's
// e-mail and the "I'm on it" page — while a licence typed by hand reads the same in both.
import { randomUUID } from 'node:crypto';
import { foldToGsm7 } from '@lt/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { type CatalogueNames, frenchNamedTemplate, madeFrom } from '../../test/support/french-names';
import { reminderApi } from '../../test/support/reminders/api';
import { seedBusiness, seedLicense, seedLicensee, seedOwner } from '../../test/support/reminders/fixtures';
import { recipientOf } from '../../test/support/reminders/smtp-fake';
import { businessRecipients, users } from '../db/schema';
import { escapeHtml } from './content';
import { plainUserText } from './user-text';

describe.each(DB_KINDS)('licence names in the reader’s language (%s)', (kind) => {
  let r: Awaited<ReturnType<typeof reminderApi>>;
  let template: CatalogueNames;
  // 09:00 in Toronto on Monday 2026-06-01: 30 days before 2026-07-01, and the weekly digest's hour.
  beforeAll(async () => {
    r = await reminderApi(kind, '2026-06-01T13:00:00Z');
    template = await frenchNamedTemplate(r.t.database.db);
  });
  afterAll(() => r?.close());
  const db = () => r.t.database.db;
  const french = () => plainUserText(template.nameFr);
  const english = () => plainUserText(template.name);
  const mailTo = (email: string | null) => r.smtp.messages.find((m) => recipientOf(m) === email)!;

  it('e-mails, texts, digests and answers the link of a French reader with the French name', async () => {
    const fr = await seedLicensee(db(), { expiryDate: '2026-07-01', phoneNumber: '514 555 0101' });
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, fr.owner.id));
    await madeFrom(db(), fr.license.id, template);
    const en = await seedLicensee(db(), { expiryDate: '2026-07-01', phoneNumber: '416 555 0102' });
    await madeFrom(db(), en.license.id, template);
    // A French owner's licence typed by hand: what they typed, in French too.
    await seedLicense(db(), fr.business.id, { expiryDate: '2026-07-01', name: 'Patio permit' });
    // A French weekly-digest owner.
    const digester = await seedOwner(db(), {
      reminderDigest: 'weekly',
      channels: ['email'],
      phoneNumber: null,
    });
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, digester.id));
    const shop = await seedBusiness(db(), digester.id);
    const listed = await seedLicense(db(), shop.id, { expiryDate: '2026-06-05' });
    await madeFrom(db(), listed.id, template);

    await r.run();

    const frMails = r.smtp.messages.filter((m) => recipientOf(m) === fr.owner.email);
    const frMail = frMails.find((m) => m.subject?.includes(french()))!;
    expect(frMail.subject).toBe(`Rappel : ${french()} expire dans 30 jours`);
    expect(frMail.text).toContain(french());
    if (!french().includes(english())) expect(frMail.text).not.toContain(english());
    expect(frMails.find((m) => m.subject?.includes('Patio permit'))).toBeDefined();

    const enMail = mailTo(en.owner.email);
    expect(enMail.subject).toBe(`Reminder: ${english()} expires in 30 days`);
    expect(enMail.text).not.toContain(template.nameFr);

    const frSms = r.twilio.messages.filter((m) => m.to === '+15145550101');
    expect(frSms.some((m) => m.body.includes(foldToGsm7(french())))).toBe(true);
    expect(frSms.some((m) => m.body.includes('Patio permit'))).toBe(true);
    const enSms = r.twilio.messages.find((m) => m.to === '+14165550102')!;
    expect(enSms.body).toContain(foldToGsm7(english()));
    expect(enSms.body).not.toContain(foldToGsm7(french()));

    const digest = mailTo(digester.email);
    expect(digest.text).toContain(`${french()} (`);
    if (!french().includes(english())) expect(digest.text).not.toContain(english());

    // The "I'm on it" page speaks the owner's language, the licence's name included.
    const ack = frMail.text!.match(/Je m'en occupe : (\S+)/)![1]!;
    const page = await r.t.app.inject({ method: 'GET', url: r.local(ack) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escapeHtml(template.nameFr));
    const done = await r.t.app.inject({ method: 'POST', url: r.local(ack) });
    expect(done.body).toContain(escapeHtml(template.nameFr));
  });

  it('e-mails an outside contact who reads French the French name, the English owner the English one', async () => {
    const { owner, business, license } = await seedLicensee(db(), {
      expiryDate: '2026-07-01',
      channels: ['email'],
      phoneNumber: null,
    });
    await madeFrom(db(), license.id, template);
    const contact = `contact-${randomUUID().slice(0, 8)}@example.test`;
    await db()
      .insert(businessRecipients)
      .values({
        businessId: business.id,
        name: 'Camille Comptable',
        email: contact,
        language: 'fr',
        channels: ['email'],
        confirmedAt: new Date('2026-05-01T00:00:00Z'),
        createdBy: owner.id,
      });

    await r.run();

    expect(mailTo(contact).subject).toBe(`Rappel : ${french()} expire dans 30 jours`);
    expect(mailTo(owner.email).subject).toBe(`Reminder: ${english()} expires in 30 days`);
  });
});
