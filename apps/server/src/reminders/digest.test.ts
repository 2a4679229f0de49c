// The weekly digest (decision 013): one e-mail on Monday at 09:00 in the zone of the owner's
// earliest business, every due licence of every business, exactly once; SMS stays per licence.
// A due licence someone is on is listed apart, as being handled, with who (issue 30).
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { seedBusiness, seedLicense, seedLicensee, seedOwner } from '../../test/support/reminders/fixtures';
import { PUBLIC_URL, type ReminderHarness, reminderHarness } from '../../test/support/reminders/harness';
import { recipientOf } from '../../test/support/reminders/smtp-fake';
import { businesses, licenses, reminderAttempts, reminderDeliveries, users } from '../db/schema';
import { digestEmail } from './content';
import { deliverDue } from './deliver';
import { acknowledgeReminders } from './repository';
import { runReminders } from './runtime';
import { recentDeliveriesPage } from './service';
import { sweep } from './sweep';

/** Monday 2026-06-01: 09:00 in Vancouver (PDT) is 16:00 UTC; in Toronto (EDT), 13:00 UTC. */
const MONDAY_TORONTO_9 = '2026-06-01T13:00:00Z';
const MONDAY_VANCOUVER_9 = '2026-06-01T16:00:00Z';

describe.each(DB_KINDS)('the weekly digest (%s)', (kind) => {
  let h: ReminderHarness;
  beforeEach(async () => {
    h = await reminderHarness(kind, { now: MONDAY_TORONTO_9 });
  });
  afterEach(() => h.close());

  const digests = () => h.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.kind, 'digest'));

  /** A digest owner with a Vancouver business (the first) and a Toronto one, and licences in each. */
  async function digestOwner() {
    const owner = await seedOwner(h.db, { reminderDigest: 'weekly', fullName: 'Dana Digest' });
    const vancouver = await seedBusiness(h.db, owner.id, {
      province: 'BC',
      city: 'Vancouver',
      name: 'Harbour Café',
    });
    const toronto = await seedBusiness(h.db, owner.id, {
      province: 'ON',
      city: 'Toronto',
      name: 'Queen St Bistro',
    });
    await h.db
      .update(businesses)
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(businesses.id, vancouver.id));
    await h.db
      .update(businesses)
      .set({ createdAt: new Date('2025-06-01T00:00:00Z') })
      .where(eq(businesses.id, toronto.id));
    const listed = {
      liquor: await seedLicense(h.db, vancouver.id, { expiryDate: '2026-06-11', name: 'Liquor licence' }),
      patio: await seedLicense(h.db, vancouver.id, { expiryDate: '2026-05-27', name: 'Patio permit' }),
      food: await seedLicense(h.db, toronto.id, { expiryDate: '2026-07-31', name: 'Food premises licence' }),
      lapsed: await seedLicense(h.db, toronto.id, { expiryDate: '2025-03-01', name: 'Lapsed sign permit' }),
    };
    const unlisted = {
      far: await seedLicense(h.db, vancouver.id, { expiryDate: '2026-09-01', name: 'Far-off permit' }),
      gst: await seedLicense(h.db, toronto.id, { expiryDate: null, name: 'GST/HST registration' }),
      off: await seedLicense(h.db, toronto.id, {
        expiryDate: '2026-06-05',
        name: 'Muted permit',
        reminderEnabled: false,
      }),
    };
    // Being handled: Marie followed her reminder e-mail's link; nobody is named for the other (an SMS's link).
    const handled = {
      named: await seedLicense(h.db, toronto.id, { expiryDate: '2026-05-20', name: 'Acknowledged permit' }),
      unnamed: await seedLicense(h.db, vancouver.id, {
        expiryDate: '2026-06-20',
        name: 'Handled sign permit',
      }),
    };
    const marie = await seedOwner(h.db, { fullName: 'Marie Tremblay' });
    const sentAt = new Date('2026-05-13T13:00:00Z');
    const [mailToMarie] = await h.db
      .insert(reminderDeliveries)
      .values({
        licenseId: handled.named.id,
        userId: marie.id,
        expiryDate: '2026-05-20',
        thresholdDays: 7,
        channel: 'email',
        status: 'sent',
        dueAt: sentAt,
        nextAttemptAt: sentAt,
      })
      .returning();
    const ack = { licenseId: handled.named.id, expiryDate: '2026-05-20', deliveryId: mailToMarie!.id };
    await acknowledgeReminders(h.db, ack, new Date('2026-05-21T12:00:00Z'));
    // 03:00 UTC on the 28th is the 27th in Vancouver: the day as the business lives it.
    await h.db
      .update(licenses)
      .set({ remindersAcknowledgedAt: new Date('2026-05-28T03:00:00Z') })
      .where(eq(licenses.id, handled.unnamed.id));
    return { owner, vancouver, toronto, listed, unlisted, handled };
  }

  it('sends one e-mail at 09:00 in the first business’s zone with every due licence, once across two workers', async () => {
    const d = await digestOwner();
    const other = await seedLicensee(h.db, { expiryDate: '2026-07-01', channels: ['email'] });

    // 09:00 in Toronto is 06:00 in Vancouver: the per-licence reminders go, the digest waits.
    await h.run(MONDAY_TORONTO_9);
    expect(await digests()).toEqual([]);
    const toDigestOwner = () => h.smtp.messages.filter((m) => recipientOf(m) === d.owner.email);
    expect(toDigestOwner()).toEqual([]);
    expect(h.smtp.messages.map(recipientOf)).toEqual([other.owner.email]);
    await h.run('2026-06-01T15:59:00Z');
    expect(await digests()).toEqual([]);

    // 09:00 in Vancouver: two workers sweep and deliver at once; one digest.
    h.clock.set(MONDAY_VANCOUVER_9);
    const second = await h.secondWorker();
    try {
      const results = await Promise.all([
        runReminders(h.runtime),
        runReminders(second.runtime),
        runReminders(h.runtime),
      ]);
      expect(results.reduce((n, r) => n + r.delivered.sent, 0)).toBe(1);
    } finally {
      await second.close();
    }
    const [row] = await digests();
    expect(row).toMatchObject({
      userId: d.owner.id,
      licenseId: null,
      digestWeek: '2026-06-01',
      channel: 'email',
      status: 'sent',
      dueAt: new Date(MONDAY_VANCOUVER_9),
    });
    expect(
      await h.db.select().from(reminderAttempts).where(eq(reminderAttempts.deliveryId, row!.id)),
    ).toHaveLength(1);
    expect(toDigestOwner()).toHaveLength(1);
    const mail = toDigestOwner()[0]!;
    expect(mail.subject).toBe('Your licences this week: 4 licences to renew, 2 overdue');
    const text = mail.text!;
    // Grouped by business, the earliest first, soonest expiry first within each.
    const order = [
      'Harbour Café',
      'Patio permit',
      'Liquor licence',
      'Queen St Bistro',
      'Lapsed sign permit',
      'Food premises licence',
    ];
    const positions = order.map((s) => text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Patio permit (Municipal) expired 5 days ago, on May 27, 2026.');
    expect(text).toContain('Liquor licence (Municipal) expires in 10 days, on June 11, 2026.');
    expect(text).toContain('Food premises licence (Municipal) expires in 60 days, on July 31, 2026.');
    for (const name of ['Far-off permit', 'GST/HST registration', 'Muted permit']) {
      expect(text).not.toContain(name);
    }
    // Handled licences after the rest, without a link, not counted in the subject.
    const section = [
      'Being handled',
      "- Handled sign permit (Harbour Café) — Someone's on it, May 27",
      '- Acknowledged permit (Queen St Bistro) — On it: Marie Tremblay, May 21',
    ].join('\n');
    expect(text).toContain(section);
    expect(text.indexOf(section)).toBeGreaterThan(text.indexOf('Food premises licence'));
    expect(mail.html).toContain('Being handled</h2>');
    expect(mail.html).toContain(
      '<li>Acknowledged permit (Queen St Bistro) — On it: Marie Tremblay, May 21</li>',
    );
    // Each listed licence with its own "I'm on it" link for its current expiry date.
    const links = [...text.matchAll(/I'm on it: (\S+)/g)].map((m) => m[1]!);
    expect(links).toHaveLength(4);
    const targets = links.map((l) => h.runtime.tokens.ack.verify(l.slice(`${PUBLIC_URL}/on-it/`.length)));
    expect(targets).toEqual([
      { licenseId: d.listed.patio.id, expiryDate: '2026-05-27' },
      { licenseId: d.listed.liquor.id, expiryDate: '2026-06-11' },
      { licenseId: d.listed.lapsed.id, expiryDate: '2025-03-01' },
      { licenseId: d.listed.food.id, expiryDate: '2026-07-31' },
    ]);
    for (const link of links) expect(mail.html).toContain(`href="${link}"`);

    // No per-licence e-mail for the digest owner, but SMS still per licence (liquor at 14 days, patio overdue).
    const perLicence = await h.db
      .select()
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.userId, d.owner.id), eq(reminderDeliveries.kind, 'reminder')));
    expect(perLicence.map((r) => r.channel)).toEqual(['sms', 'sms']);
    expect(h.twilio.messages.map((m) => m.body.match(/: (.+?) (\(|expire)/)![1]).sort()).toEqual([
      'Liquor licence',
      'Patio permit',
    ]);

    // The rest of the week: nothing more; next Monday at 09:00 Vancouver, the next digest.
    for (const at of [
      '2026-06-01T23:00:00Z',
      '2026-06-02T16:00:00Z',
      '2026-06-07T16:00:00Z',
      '2026-06-08T15:59:00Z',
    ]) {
      await h.run(at);
      expect(await digests(), at).toHaveLength(1);
    }
    await h.run('2026-06-08T16:00:00Z');
    expect((await digests()).map((r) => r.digestWeek).sort()).toEqual(['2026-06-01', '2026-06-08']);
    expect(toDigestOwner()).toHaveLength(2);
  });

  it('creates nothing for a week with nothing due, and skips a digest whose list emptied before it went out', async () => {
    const quiet = await seedLicensee(h.db, { expiryDate: '2026-12-01', reminderDigest: 'weekly' });
    // Due, but someone is on it: listed when a digest goes, yet no reason for one alone.
    const handledOnly = await seedLicensee(h.db, { expiryDate: '2026-06-10', reminderDigest: 'weekly' });
    await h.db
      .update(licenses)
      .set({ remindersAcknowledgedAt: new Date('2026-05-30T12:00:00Z') })
      .where(eq(licenses.id, handledOnly.license.id));
    const busy = await seedLicensee(h.db, {
      expiryDate: '2026-06-20',
      reminderDigest: 'weekly',
      channels: ['email'],
    });
    expect(await sweep(h.db, new Date(MONDAY_TORONTO_9))).toBe(1);
    expect((await digests()).map((r) => r.userId)).toEqual([busy.owner.id]);
    // "I'm on it" between the sweep and the delivery: nothing left to list.
    await h.db
      .update(licenses)
      .set({ remindersAcknowledgedAt: new Date() })
      .where(eq(licenses.id, busy.license.id));
    expect(await deliverDue(h.runtime)).toMatchObject({ sent: 0, skipped: 1 });
    expect(await digests()).toMatchObject([{ status: 'skipped', lastError: 'nothing is due this week' }]);
    expect(h.smtp.messages).toHaveLength(0);
    expect(quiet.owner.id).not.toBe(busy.owner.id);
  });

  it('shows digests in the admin list beside reminders, without a licence', async () => {
    const d = await seedLicensee(h.db, { expiryDate: '2026-06-20', reminderDigest: 'weekly' });
    await h.run(MONDAY_TORONTO_9);
    const page = await recentDeliveriesPage(h.db, { limit: 10, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.items.map((i) => [i.kind, i.channel, i.license_name, i.status]).sort()).toEqual([
      ['digest', 'email', null, 'sent'],
      ['reminder', 'sms', 'Business licence', 'sent'],
    ]);
    expect(page.items.find((i) => i.kind === 'digest')).toMatchObject({
      license_id: null,
      business_name: null,
      expiry_date: null,
      digest_week: '2026-06-01',
      user_email: d.owner.email,
    });
  });

  it('is cancelled when the owner turned the digest off before it went out', async () => {
    const d = await seedLicensee(h.db, {
      expiryDate: '2026-06-20',
      reminderDigest: 'weekly',
      channels: ['email'],
    });
    expect(await sweep(h.db, new Date(MONDAY_TORONTO_9))).toBe(1);
    await h.db.update(users).set({ reminderDigest: 'off' }).where(eq(users.id, d.owner.id));
    expect(await deliverDue(h.runtime)).toMatchObject({ cancelled: 1 });
    // From the next sweep on, per-licence e-mails again.
    expect(await h.run('2026-06-01T14:00:00Z')).toMatchObject({ created: 1, delivered: { sent: 1 } });
    expect(h.smtp.messages[0]!.subject).toBe('Reminder: Business licence expires in 19 days');
  });
});

describe('the weekly digest’s handled licences in French', () => {
  it('lists them under « Déjà pris en charge », with who and the day', () => {
    const mail = digestEmail(
      {
        recipientName: 'Marie',
        weekOf: '2026-11-23',
        language: 'fr',
        businesses: [
          {
            businessId: 'b',
            businessName: 'Chez Léo',
            licenses: [
              {
                licenseName: 'Permis de terrasse',
                level: 'municipal',
                expiryDate: '2026-12-01',
                daysLeft: 8,
                ackUrl: 'https://lt.test/on-it/t',
              },
            ],
          },
        ],
        handled: [
          { licenseName: "Permis d'alcool", onItBy: 'Marie', onItOn: '2026-11-27' },
          { licenseName: 'Permis de boucherie', onItBy: null, onItOn: '2026-06-01' },
        ],
      },
      { app: 'https://lt.test/app/licenses', unsubscribe: 'https://lt.test/unsubscribe/t' },
    );
    expect(mail.subject).toBe('Vos permis cette semaine : 1 à renouveler');
    expect(mail.text).toContain(
      [
        'Déjà pris en charge',
        "- Permis d'alcool — Pris en charge : Marie, 27 nov.",
        "- Permis de boucherie — Quelqu'un s'en occupe, 1er juin",
      ].join('\n'),
    );
    expect(mail.html).toContain('Déjà pris en charge</h2>');
  });
});
