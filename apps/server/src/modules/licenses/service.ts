import {
  DEFAULT_REMINDER_DAYS,
  isManuallyChanged,
  type License,
  type LicenseInput,
  licenseStatus,
  type RenewalRule,
  RenewalRuleSchema,
  todayIn,
} from '@lt/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { checkLicenceCap } from '../businesses/caps';
import { type BusinessRow, getBusiness } from '../businesses/service';
import type { TemplateRow } from '../templates/service';
import { allow, type Need } from '../workspaces/access';
import { resolveExpiry } from './expiry';
import * as repo from './repository';

type LicenseValues = z.output<typeof LicenseInput>;
export const LICENSE_NOT_FOUND = 'License not found';
export const NO_EXPIRY_GIVEN_EXPIRY =
  'expiry_date: must be empty for a licence with no expiry (renewal rule "none")';
export const NOTHING_TO_RENEW = 'This licence has no expiry date; there is nothing to renew.';
/** A `printed` rule knows no term: the date printed on the licence is the only expiry there is. */
export const PRINTED_EXPIRY_PROBLEM = 'enter the expiry date printed on the licence; its term is not known';
// Written out (not composed) so that message-coverage.test.ts finds it and asks for its French.
export const PRINTED_NEEDS_EXPIRY =
  'expiry_date: enter the expiry date printed on the licence; its term is not known';

/** The response shape, with status counted from today in the business's own time zone. */
export function toLicense(owned: repo.OwnedLicense, now: Date): License {
  const { license } = owned;
  const status = licenseStatus(license.expiryDate, todayIn(owned.timeZone, now));
  return {
    id: license.id,
    business_id: license.businessId,
    business_name: owned.businessName,
    workspace_id: owned.workspaceId,
    role: owned.role,
    template_id: license.templateId,
    license_name: license.licenseName,
    license_name_fr: license.licenseNameFr,
    license_type: license.licenseType,
    level: license.level,
    issued_date: license.issuedDate,
    expiry_date: license.expiryDate,
    renewal_rule: RenewalRuleSchema.parse(license.renewalRule),
    expiry_estimated: license.expiryEstimated,
    license_number: license.licenseNumber,
    authority: license.authority,
    authority_fr: license.authorityFr,
    source_url: license.sourceUrl,
    reminder_days: license.reminderDays,
    reminder_enabled: license.reminderEnabled,
    reminders_acknowledged_at: license.remindersAcknowledgedAt?.toISOString() ?? null,
    notes: license.notes,
    is_manually_changed: license.isManuallyChanged,
    ...status,
    last_reminder_sent_at: owned.lastReminderSentAt?.toISOString() ?? null,
    // "On it — Marie, 27 Nov" (issue 30); the name is null when the link did not say who followed it.
    on_it: license.remindersAcknowledgedAt
      ? { by_name: owned.onItBy ?? null, at: license.remindersAcknowledgedAt.toISOString() }
      : null,
    created_at: license.createdAt.toISOString(),
    updated_at: license.updatedAt.toISOString(),
  };
}

export type { LicenseValues as LicenseRowValues, OwnedLicense } from './repository';
/** The columns of an `OwnedLicense`, for another module's bounded lists of licences (the dashboard's). */
export { owned as ownedLicenseColumns } from './repository';

/** What the user may see across their workspaces, each with their role. */
export const listLicenses = repo.listVisible;

/** Stores licences whose values are already worked out (onboarding's selections), in one statement. */
export const insertLicenses = repo.insertMany;
/** Gives freshly inserted licences their current period (onboarding's selections). */
export const insertCurrentPeriods = repo.insertCurrentPeriods;

/** A licence the user may see (`read`) or change (`edit`): 404 for a non-member, 403 for a viewer's write. */
export async function getLicense(
  db: Db,
  userId: string,
  id: string,
  options: { lock?: boolean; need?: Need } = {},
): Promise<repo.OwnedLicense> {
  const found = await repo.findVisible(db, userId, id, options);
  allow(found?.role, options.need ?? 'read', LICENSE_NOT_FOUND);
  return found!;
}

/** What an import of many rows loads once instead of once per row: the caller's businesses, templates. */
export interface PrepareLookups {
  businesses: Map<string, BusinessRow>;
  /** Chosen templates by id (a sheet names few). */
  templatesById: Map<string, Promise<TemplateRow | undefined>>;
  /**
   * A sheet's expiry equal to the estimate the rule gives stays an estimate: an exported estimate
   * re-imports as one (the sheet confirmed nothing).
   */
  givenMayBeEstimate?: boolean;
}

/** The French of a name kept from a template only while it is still the template's name. */
function frenchKept(
  given: string | null,
  current: { value: string | null; fr: string | null } | undefined,
  template: { value: string | null; fr: string | null } | undefined,
): string | null {
  if (given === null) return null;
  if (current && given === current.value) return current.fr;
  return template && given === template.value ? template.fr : null;
}

/**
 * The values to store (decisions 013, 042). A licence has a template only when the user chose one
 * (`template_id`); its facts are then the template's where none is given. Without one, they are
 * exactly what was given: no other template is looked up. The rule is the one given, else the
 * licence's own (an update), else its template's (a new licence), else a 12-month term. An empty
 * expiry takes the calculated one, rolled forward past today and marked estimated when the issue
 * date is more than a term old; a given expiry is the user's word and clears the mark. A date set
 * by hand is marked manual, and setting it back to the calculated date clears that mark. A `none`
 * rule takes no expiry at all; a `printed` one needs the date printed on the licence.
 */
export async function prepareLicenseValues(
  db: Db,
  ownerId: string,
  input: LicenseValues,
  now: Date,
  current?: repo.LicenseRow,
  lookups?: PrepareLookups,
) {
  // 404 only when the business is not the caller's (getBusiness says so); a database failure
  // stays a failure and reaches the error handler as a logged 500.
  const business =
    lookups?.businesses.get(input.business_id) ??
    (await getBusiness(db, ownerId, input.business_id, 'edit')).business;
  const templateId = input.template_id === undefined ? (current?.templateId ?? null) : input.template_id;
  const ownRule = input.renewal_rule ?? (current ? RenewalRuleSchema.parse(current.renewalRule) : null);
  const calculated = await resolveExpiry(db, {
    issuedDate: input.issued_date,
    templateId,
    rule: ownRule,
    today: todayIn(business.timeZone, now),
    templatesById: lookups?.templatesById,
  });
  const rule: RenewalRule = calculated.rule;
  if (rule.kind === 'none' && input.expiry_date) throw badRequest(NO_EXPIRY_GIVEN_EXPIRY);
  if (rule.kind === 'printed' && !input.expiry_date) throw badRequest(PRINTED_NEEDS_EXPIRY);
  const given = rule.kind === 'none' ? null : (input.expiry_date ?? null);
  const expiryDate = given ?? calculated.expiry_date;
  // A template that no longer exists is forgotten rather than kept as a dangling reference.
  const template = calculated.template;
  const keep = <T>(value: T | undefined, kept: T) => (value === undefined ? kept : value);
  // A new licence takes its chosen template's authority and link where none is given; an update
  // keeps what it has. Without a template, nothing is taken from anywhere.
  const authority = keep(input.authority, current ? current.authority : (template?.issuingAuthority ?? null));
  const values: repo.LicenseValues = {
    businessId: business.id,
    templateId: template?.id ?? null,
    licenseName: input.license_name,
    // The French name and authority stay only while they are still the template's (issue 27).
    licenseNameFr: frenchKept(
      input.license_name,
      current && { value: current.licenseName, fr: current.licenseNameFr },
      template && { value: template.name, fr: template.nameFr },
    ),
    licenseType: input.license_type,
    level: input.level,
    issuedDate: input.issued_date,
    expiryDate,
    renewalRule: rule,
    expiryEstimated:
      calculated.expiry_estimated &&
      (given === null || (lookups?.givenMayBeEstimate === true && given === calculated.expiry_date)),
    licenseNumber: keep(input.license_number, current?.licenseNumber ?? null),
    authority,
    authorityFr: frenchKept(
      authority,
      current && { value: current.authority, fr: current.authorityFr },
      template && { value: template.issuingAuthority, fr: template.issuingAuthorityFr },
    ),
    sourceUrl: keep(input.source_url, current ? current.sourceUrl : (template?.sourceUrl ?? null)),
    reminderDays: keep(input.reminder_days, current?.reminderDays ?? [...DEFAULT_REMINDER_DAYS]),
    reminderEnabled: input.reminder_enabled,
    // "I'm on it" belongs to an expiry date: a changed date starts its reminders afresh.
    remindersAcknowledgedAt:
      current && current.expiryDate === expiryDate ? current.remindersAcknowledgedAt : null,
    notes: input.notes,
    isManuallyChanged: isManuallyChanged(expiryDate, calculated.expiry_date),
  };
  return { values, business };
}

export async function createLicense(
  db: Db,
  ownerId: string,
  input: LicenseValues,
  now: Date,
): Promise<repo.OwnedLicense> {
  return db.transaction(async (tx) => {
    const { values } = await prepareLicenseValues(tx, ownerId, input, now);
    await checkLicenceCap(tx, [values.businessId]);
    const [license] = await repo.insertMany(tx, [values]);
    await repo.insertCurrentPeriods(tx, [license!]);
    return getLicense(tx, ownerId, license!.id);
  });
}

export async function updateLicense(
  db: Db,
  ownerId: string,
  id: string,
  input: LicenseValues,
  now: Date,
): Promise<repo.OwnedLicense> {
  return db.transaction(async (tx) => {
    const current = await getLicense(tx, ownerId, id, { lock: true, need: 'edit' });
    const { values } = await prepareLicenseValues(tx, ownerId, input, now, current.license);
    const row = await repo.update(tx, id, values);
    await repo.syncCurrentPeriod(tx, row);
    // Read back with its business and the last reminder sent for the (possibly new) expiry date.
    return getLicense(tx, ownerId, id);
  });
}

export async function deleteLicense(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await getLicense(tx, userId, id, { need: 'edit' });
    await repo.remove(tx, id);
  });
}
