import { type License, type LicenseInput, licenseStatus, todayIn } from '@lt/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { getBusiness } from '../businesses/service';
import { calculatedExpiry } from './expiry';
import * as repo from './repository';

type LicenseValues = z.output<typeof LicenseInput>;
export const LICENSE_NOT_FOUND = 'License not found';

/** The response shape, with status counted from today in the business's own time zone. */
export function toLicense(owned: repo.OwnedLicense, now: Date): License {
  const { license } = owned;
  const status = licenseStatus(license.expiryDate, todayIn(owned.timeZone, now));
  return {
    id: license.id,
    business_id: license.businessId,
    business_name: owned.businessName,
    template_id: license.templateId,
    license_name: license.licenseName,
    license_type: license.licenseType,
    level: license.level as License['level'],
    issued_date: license.issuedDate,
    expiry_date: license.expiryDate,
    reminder_enabled: license.reminderEnabled,
    notes: license.notes,
    is_manually_changed: license.isManuallyChanged,
    ...status,
    last_reminder_sent_at: owned.lastReminderSentAt?.toISOString() ?? null,
    created_at: license.createdAt.toISOString(),
    updated_at: license.updatedAt.toISOString(),
  };
}

export type { OwnedLicense } from './repository';

export const listLicenses = repo.listByOwner;

/** Stores licences whose values are already worked out (onboarding's selections), in one statement. */
export const insertLicenses = repo.insertMany;

export async function getLicense(db: Db, ownerId: string, id: string): Promise<repo.OwnedLicense> {
  const found = await repo.findOwned(db, ownerId, id);
  if (!found) throw notFound(LICENSE_NOT_FOUND);
  return found;
}

/**
 * The values to store: an empty expiry takes the calculated date; a date set by hand is marked
 * manual, and setting it back to the calculated date clears the mark.
 */
async function prepare(db: Db, ownerId: string, input: LicenseValues, keepTemplateId: string | null) {
  // 404 only when the business is not the caller's (getBusiness says so); a database failure
  // stays a failure and reaches the error handler as a logged 500.
  const business = await getBusiness(db, ownerId, input.business_id);
  const templateId = input.template_id === undefined ? keepTemplateId : input.template_id;
  const calculated = await calculatedExpiry(db, {
    issuedDate: input.issued_date,
    businessType: business.businessType,
    province: business.province,
    city: business.city,
    level: input.level,
    licenseName: input.license_name,
    templateId,
  });
  const expiryDate = input.expiry_date ?? calculated.expiry_date;
  const values: repo.LicenseValues = {
    businessId: business.id,
    // A template that no longer exists is forgotten rather than kept as a dangling reference.
    templateId: templateId && calculated.template?.id === templateId ? templateId : null,
    licenseName: input.license_name,
    licenseType: input.license_type,
    level: input.level,
    issuedDate: input.issued_date,
    expiryDate,
    reminderEnabled: input.reminder_enabled,
    notes: input.notes,
    isManuallyChanged: expiryDate !== calculated.expiry_date,
  };
  return { values, business };
}

export async function createLicense(
  db: Db,
  ownerId: string,
  input: LicenseValues,
): Promise<repo.OwnedLicense> {
  return db.transaction(async (tx) => {
    const { values, business } = await prepare(tx, ownerId, input, null);
    const [license] = await repo.insertMany(tx, [values]);
    return {
      license: license!,
      businessName: business.businessName,
      timeZone: business.timeZone,
      lastReminderSentAt: null,
    };
  });
}

export async function updateLicense(
  db: Db,
  ownerId: string,
  id: string,
  input: LicenseValues,
): Promise<repo.OwnedLicense> {
  return db.transaction(async (tx) => {
    const current = await getLicense(tx, ownerId, id);
    const { values } = await prepare(tx, ownerId, input, current.license.templateId);
    await repo.update(tx, id, values);
    // Read back with its business and the last reminder sent for the (possibly new) expiry date.
    return getLicense(tx, ownerId, id);
  });
}

export async function deleteLicense(db: Db, ownerId: string, id: string): Promise<void> {
  await getLicense(db, ownerId, id);
  await repo.remove(db, id);
}
