import { type OnboardingComplete, RenewalRuleSchema, timeZoneFor } from '@lt/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { createBusiness, listBusinesses } from '../businesses/service';
import { expiryFrom } from '../licenses/expiry';
import * as licenses from '../licenses/service';
import { checkPostalCode, knownCity } from '../locations/service';
import { findByIds } from '../templates/service';

type CompleteValues = z.output<typeof OnboardingComplete>;

export interface OnboardingResult {
  business: Awaited<ReturnType<typeof createBusiness>>;
  licenses: licenses.OwnedLicense[];
}

/**
 * One transaction: the business, its licences (expiry from each template and issue date), the
 * notification channels and the onboarded flag. The user's row is locked first, so a double
 * submit waits for the first and then gets its result instead of creating everything twice.
 */
export async function completeOnboarding(
  db: Db,
  userId: string,
  input: CompleteValues,
): Promise<OnboardingResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (user?.isOnboarded) return existingResult(tx, userId);

    const ids = [...new Set(input.licenses.map((l) => l.template_id))];
    const templates = new Map((await findByIds(tx, ids)).map((t) => [t.id, t]));
    input.licenses.forEach((selection, index) => {
      if (!templates.has(selection.template_id)) {
        throw badRequest(`licenses.${index}.template_id: no such license template`);
      }
    });

    const business = await createBusiness(tx, userId, input.business);
    const rows = await licenses.insertLicenses(
      tx,
      input.licenses.map((selection, index) => {
        const template = templates.get(selection.template_id)!;
        return {
          businessId: business.id,
          templateId: template.id,
          licenseName: template.name,
          licenseType: null,
          level: template.level,
          issuedDate: selection.issued_date,
          expiryDate: expiryFrom(
            selection.issued_date,
            RenewalRuleSchema.parse(template.renewalRule),
            `licenses.${index}.issued_date`,
          ),
          reminderEnabled: true,
          notes: null,
          isManuallyChanged: false,
        };
      }),
    );
    await tx
      .update(users)
      .set({ isOnboarded: true, notificationChannels: input.notification_channels })
      .where(eq(users.id, userId));
    return {
      business,
      licenses: rows.map((license) => ({
        license,
        businessName: business.businessName,
        timeZone: business.timeZone,
        lastReminderSentAt: null,
      })),
    };
  });
}

async function existingResult(db: Db, userId: string): Promise<OnboardingResult> {
  const [business] = await listBusinesses(db, userId);
  if (!business) throw badRequest('Onboarding is already complete');
  const owned = (await licenses.listLicenses(db, userId)).filter((l) => l.license.businessId === business.id);
  return { business, licenses: owned };
}

/** Step 1: is this a place we know, in which zone, and does the postal code fit? */
export function validateLocation(city: string, province: string, postalCode?: string | null) {
  const spelled = knownCity(city, province);
  const postal = postalCode ? checkPostalCode(postalCode, province) : null;
  const warnings = [
    spelled ? null : `We don't know a place called ${city} in ${province}; check the spelling.`,
    postal?.warning ?? null,
  ].filter(Boolean);
  return {
    valid: postal ? postal.valid : true,
    city: spelled ?? city,
    province,
    time_zone: timeZoneFor(province, spelled ?? city),
    known_city: spelled !== undefined,
    postal_code: postal?.normalized ?? null,
    warning: postal?.error ?? (warnings.join(' ') || null),
  };
}
