import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, licenses, users } from '../db/schema';
import { onItBy } from './ack-repository';

/** A licence listed in a weekly digest. */
export interface DigestLicense {
  licenseId: string;
  licenseName: string;
  licenseNameFr: string | null;
  level: string;
  expiryDate: string;
  businessId: string;
  businessName: string;
  timeZone: string;
  /** "I'm on it" for the current expiry date: when, and who when the link said (issue 30). */
  onItAt: Date | null;
  onItBy: string | null;
}

/** Everything a weekly digest needs, read fresh when it is attempted. */
export interface DigestContext {
  userId: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
  channels: string[];
  reminderDigest: string;
  /**
   * The owner's licences with reminders on and an expiry date no later than `latestExpiry`, by
   * business (oldest business first), then by expiry date. Those someone is on are kept (with who):
   * the digest lists them apart, as being handled, rather than dropping them (issue 30).
   */
  licenses: DigestLicense[];
}

export async function loadDigestContexts(
  db: Db,
  userIds: string[],
  latestExpiry: string,
): Promise<Map<string, DigestContext>> {
  if (userIds.length === 0) return new Map();
  const people = await db
    .select({
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: users.fullName,
      channels: users.notificationChannels,
      reminderDigest: users.reminderDigest,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  const rows = await db
    .select({
      ownerId: businesses.ownerId,
      licenseId: licenses.id,
      licenseName: licenses.licenseName,
      licenseNameFr: licenses.licenseNameFr,
      level: licenses.level,
      expiryDate: licenses.expiryDate,
      businessId: businesses.id,
      businessName: businesses.businessName,
      timeZone: businesses.timeZone,
      onItAt: licenses.remindersAcknowledgedAt,
      // The same "who" as the licence list and page show (looked up only for an acknowledged licence).
      onItBy,
    })
    .from(licenses)
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .where(
      and(
        inArray(businesses.ownerId, userIds),
        eq(licenses.reminderEnabled, true),
        isNotNull(licenses.expiryDate),
        lte(licenses.expiryDate, latestExpiry),
      ),
    )
    .orderBy(
      asc(businesses.createdAt),
      asc(businesses.id),
      asc(licenses.expiryDate),
      asc(licenses.licenseName),
    );
  const contexts = new Map<string, DigestContext>(
    people.map((p) => [p.userId, { ...p, licenses: [] as DigestLicense[] }]),
  );
  for (const { ownerId, expiryDate, ...rest } of rows) {
    contexts.get(ownerId)?.licenses.push({ ...rest, expiryDate: expiryDate! });
  }
  return contexts;
}
