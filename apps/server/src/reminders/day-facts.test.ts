// Decision 044: a reminder e-mail carries the chosen template's facts of the day (fee, late penalty,
// how to renew, the renewal page) in its reader's language; a licence typed by hand carries none,
// and SMS stays short.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { reminderApi } from '../../test/support/reminders/api';
import { seedLicense, seedLicensee } from '../../test/support/reminders/fixtures';
import { recipientOf } from '../../test/support/reminders/smtp-fake';
import { businessRecipients, licenses, licenseTemplates, users } from '../db/schema';
import { escapeHtml } from './content';

const FACTS = {
  fee: '$150 a year',
  feeFr: '150 $ par année',
  latePenalty: 'a 10% penalty; an expired liquor licence cannot be renewed',
  latePenaltyFr: 'une pénalité de 10 %; un permis d’alcool expiré ne peut pas être renouvelé',
  howToRenew: 'Online, with your licence number and proof of insurance',
  howToRenewFr: 'En ligne, avec votre numéro de permis et une preuve d’assurance',
  renewalUrl: 'https://city.example.ca/renew?licence=1&x=2',
};

describe.each(DB_KINDS)('the facts of the day in a reminder e-mail (%s)', (kind) => {
  let r: Awaited<ReturnType<typeof reminderApi>>;
  let templateId: string;
  let bareTemplateId: string;
  beforeAll(async () => {
    // 09:00 in Toronto: 30 days before 2026-07-01.
    r = await reminderApi(kind, '2026-06-01T13:00:00Z');
    const base = {
      level: 'municipal' as const,
      businessTypes: ['Restaurant'],
      province: 'ON',
      city: 'Toronto',
      defaultValidityMonths: 12,
      renewalRule: { kind: 'term', months: 12 },
      sourceUrl: 'https://city.example.ca/licences',
      editedByAdmin: true,
    };
    const [withFacts] = await db()
      .insert(licenseTemplates)
      .values({ ...base, name: 'Liquor licence', nameFr: 'Permis d’alcool', ...FACTS })
      .returning();
    const [bare] = await db()
      .insert(licenseTemplates)
      .values({ ...base, name: 'Sign permit' })
      .returning();
    templateId = withFacts!.id;
    bareTemplateId = bare!.id;
  });
  afterAll(() => r?.close());
  const db = () => r.t.database.db;
  const madeFrom = (licenseId: string, id: string, name: string) =>
    db().update(licenses).set({ templateId: id, licenseName: name }).where(eq(licenses.id, licenseId));
  const mailsTo = (email: string | null) => r.smtp.messages.filter((m) => recipientOf(m) === email);

  it('adds them in English and in French, the renewal page a link; none for a licence without facts', async () => {
    const en = await seedLicensee(db(), { expiryDate: '2026-07-01', phoneNumber: '416 555 0171' });
    await madeFrom(en.license.id, templateId, 'Liquor licence');
    // Typed by hand, and made from a template that states nothing: no facts section.
    await seedLicense(db(), en.business.id, { expiryDate: '2026-07-01', name: 'Patio permit' });
    const bare = await seedLicense(db(), en.business.id, { expiryDate: '2026-07-01', name: 'Sign permit' });
    await madeFrom(bare.id, bareTemplateId, 'Sign permit');
    const fr = await seedLicensee(db(), { expiryDate: '2026-07-01', channels: ['email'], phoneNumber: null });
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, fr.owner.id));
    await madeFrom(fr.license.id, templateId, 'Liquor licence');
    const contact = `contact-${randomUUID().slice(0, 8)}@example.test`;
    await db()
      .insert(businessRecipients)
      .values({
        businessId: fr.business.id,
        name: 'Camille Comptable',
        email: contact,
        language: 'fr',
        channels: ['email'],
        confirmedAt: new Date('2026-05-01T00:00:00Z'),
        createdBy: fr.owner.id,
      });

    await r.run();

    const enMails = mailsTo(en.owner.email);
    const liquor = enMails.find((m) => m.subject?.includes('Liquor licence'))!;
    expect(liquor.text).toContain('To renew');
    expect(liquor.text).toContain(`Fee: ${FACTS.fee}`);
    expect(liquor.text).toContain(`Late: ${FACTS.latePenalty}`);
    expect(liquor.text).toContain(`How to renew: ${FACTS.howToRenew}`);
    expect(liquor.text).toContain(`Renewal page: ${FACTS.renewalUrl}`);
    expect(liquor.text).not.toContain(FACTS.feeFr);
    expect(liquor.html).toContain(`<a href="${escapeHtml(FACTS.renewalUrl)}">`);
    for (const name of ['Patio permit', 'Sign permit']) {
      const mail = enMails.find((m) => m.subject?.includes(name))!;
      expect(mail, name).toBeDefined();
      expect(mail.text).not.toMatch(/Fee:|Late:|How to renew:|To renew/);
    }

    for (const mail of [mailsTo(fr.owner.email)[0]!, mailsTo(contact)[0]!]) {
      expect(mail.subject).toMatch(/^Rappel : /);
      expect(mail.text).toContain('Pour renouveler');
      expect(mail.text).toContain(`Frais: ${FACTS.feeFr}`);
      expect(mail.text).toContain(`En retard: ${FACTS.latePenaltyFr}`);
      expect(mail.text).toContain(`Comment renouveler: ${FACTS.howToRenewFr}`);
      expect(mail.text).toContain(`Page de renouvellement: ${FACTS.renewalUrl}`);
      expect(mail.text).not.toContain(FACTS.fee);
      expect(mail.html).toContain(escapeHtml(FACTS.latePenaltyFr));
    }

    // SMS stays one short message: no facts.
    const sms = r.twilio.messages.find((m) => m.to === '+14165550171' && m.body.includes('Liquor'))!;
    expect(sms.body).not.toContain(FACTS.fee);
  });
});
