// Rows for the reminder tests and the benchmark, written straight to the database.
import { randomUUID } from 'node:crypto';
import type { ReminderStatus } from '@lt/core';
import { addDays, normalizePhoneNumber, type PlainDate, timeZoneFor } from '@lt/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { businesses, licensePeriods, licenses, reminderDeliveries, users } from '../../../src/db/schema';
import { ensurePersonalWorkspace } from '../../../src/modules/workspaces/service';
import { sweep } from '../../../src/reminders/sweep';

export interface OwnerOptions {
  email?: string | null;
  phoneNumber?: string | null;
  channels?: string[];
  fullName?: string;
  /** `weekly`: the weekly digest replaces per-licence e-mails. */
  reminderDigest?: 'off' | 'weekly';
  /** Default true: reminders go only to verified addresses (decision 009). */
  emailVerified?: boolean;
  /** Default true: SMS goes only to a number proved with a code (issue 16). */
  phoneVerified?: boolean;
}

export async function seedOwner(db: Db, opts: OwnerOptions = {}) {
  const id = randomUUID();
  const phoneNumber = opts.phoneNumber === undefined ? '(416) 555-0199' : opts.phoneNumber;
  const [row] = await db
    .insert(users)
    .values({
      issuer: 'https://issuer.test',
      subject: `local|${id}`,
      email: opts.email === undefined ? `owner-${id.slice(0, 8)}@example.test` : opts.email,
      fullName: opts.fullName ?? 'Dana Owner',
      emailVerified: opts.emailVerified ?? true,
      phoneNumber,
      phoneVerifiedNumber:
        opts.phoneVerified === false || !phoneNumber ? null : normalizePhoneNumber(phoneNumber),
      notificationChannels: opts.channels ?? ['email', 'sms'],
      reminderDigest: opts.reminderDigest ?? 'off',
    })
    .returning();
  return row!;
}

export async function seedBusiness(
  db: Db,
  ownerId: string,
  place: { province: string; city: string; name?: string } = { province: 'ON', city: 'Toronto' },
) {
  const [row] = await db
    .insert(businesses)
    .values({
      ownerId,
      businessName: place.name ?? `${place.city} Hardware`,
      businessType: 'Retail',
      city: place.city,
      province: place.province,
      timeZone: timeZoneFor(place.province, place.city),
      workspaceId: (await ensurePersonalWorkspace(db, ownerId)).id,
    })
    .returning();
  return row!;
}

/** A licence and its current period, as the licence API creates them; `expiryDate: null` never expires. */
export async function seedLicense(
  db: Db,
  businessId: string,
  opts: {
    expiryDate: PlainDate | null;
    reminderEnabled?: boolean;
    name?: string;
    reminderDays?: number[];
    issuedDate?: PlainDate;
  },
) {
  const issuedDate = opts.issuedDate ?? (opts.expiryDate ? addDays(opts.expiryDate, -365) : '2020-01-15');
  const [row] = await db
    .insert(licenses)
    .values({
      businessId,
      licenseName: opts.name ?? 'Business licence',
      level: 'municipal',
      issuedDate,
      expiryDate: opts.expiryDate,
      renewalRule: opts.expiryDate ? { kind: 'term', months: 12 } : { kind: 'none' },
      reminderDays: opts.reminderDays ?? [30, 14, 7],
      reminderEnabled: opts.reminderEnabled ?? true,
    })
    .returning();
  await db.insert(licensePeriods).values({ licenseId: row!.id, issuedDate, expiryDate: opts.expiryDate });
  return row!;
}

/** An owner with one business and one licence, the usual starting point. */
export async function seedLicensee(
  db: Db,
  opts: OwnerOptions & {
    expiryDate: PlainDate | null;
    province?: string;
    city?: string;
    reminderEnabled?: boolean;
    reminderDays?: number[];
  },
) {
  const owner = await seedOwner(db, opts);
  const business = await seedBusiness(db, owner.id, {
    province: opts.province ?? 'ON',
    city: opts.city ?? 'Toronto',
  });
  const license = await seedLicense(db, business.id, opts);
  return { owner, business, license };
}

export async function setExpiry(db: Db, licenseId: string, expiryDate: PlainDate) {
  await db.update(licenses).set({ expiryDate }).where(eq(licenses.id, licenseId));
}

/**
 * A renewal as the licence API records it: the current period closes, a new one opens from the old
 * expiry date, and the licence row takes the new dates with "I'm on it" cleared.
 */
export async function renew(db: Db, licenseId: string, newExpiry: PlainDate, at: Date) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(licenses).where(eq(licenses.id, licenseId));
    await tx
      .update(licensePeriods)
      .set({ isCurrent: false })
      .where(and(eq(licensePeriods.licenseId, licenseId), eq(licensePeriods.isCurrent, true)));
    await tx.insert(licensePeriods).values({
      licenseId,
      issuedDate: current!.expiryDate!,
      expiryDate: newExpiry,
      renewedAt: at,
    });
    await tx
      .update(licenses)
      .set({ issuedDate: current!.expiryDate!, expiryDate: newExpiry, remindersAcknowledgedAt: null })
      .where(eq(licenses.id, licenseId));
  });
}

/**
 * A delivery row as the worker would have left it; `at` is when it was created and last changed
 * (the sent time too, for a sent one, unless `sentAt` says otherwise).
 */
export async function seedDelivery(
  db: Db,
  opts: {
    licenseId: string;
    userId: string;
    expiryDate: PlainDate;
    at: string;
    thresholdDays?: number;
    channel?: 'email' | 'sms';
    status?: ReminderStatus;
    attempts?: number;
    sentAt?: string | null;
    lastError?: string | null;
    providerId?: string | null;
  },
) {
  const at = new Date(opts.at);
  const status = opts.status ?? 'sent';
  const sentAt =
    opts.sentAt === undefined ? (status === 'sent' ? at : null) : opts.sentAt ? new Date(opts.sentAt) : null;
  const [row] = await db
    .insert(reminderDeliveries)
    .values({
      licenseId: opts.licenseId,
      userId: opts.userId,
      expiryDate: opts.expiryDate,
      thresholdDays: opts.thresholdDays ?? 30,
      channel: opts.channel ?? 'email',
      status,
      dueAt: at,
      nextAttemptAt: at,
      attempts: opts.attempts ?? (status === 'pending' ? 0 : 1),
      providerId: opts.providerId ?? null,
      lastError: opts.lastError ?? null,
      sentAt,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

/**
 * `count` licensees whose 30-day e-mail reminder has been due since long ago (swept once, on
 * 2026-06-01): the queue the relay races of test/faults start from, on the real clock.
 */
export async function seedDueEmailReminders(db: Db, count: number): Promise<number> {
  for (let i = 0; i < count; i++) await seedLicensee(db, { expiryDate: '2026-07-01', channels: ['email'] });
  return sweep(db, new Date('2026-06-01T13:00:00Z'));
}
