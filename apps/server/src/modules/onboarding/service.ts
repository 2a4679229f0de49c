import {
  assumedIssueDate,
  calculateExpiry,
  DEFAULT_REMINDER_DAYS,
  estimateExpiry,
  inProvince,
  isManuallyChanged,
  type Language,
  type OnboardingComplete,
  type OnboardingSelection,
  type PlainDate,
  RenewalRuleSchema,
  templateRule,
  timeZoneFor,
  todayIn,
} from '@lt/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { createBusiness, listBusinesses } from '../businesses/service';
import { withinCalendar } from '../licenses/expiry';
import * as licenses from '../licenses/service';
import { checkPostalCode, knownCity } from '../locations/service';
import { asTemplateLike, findByIds, type TemplateRow } from '../templates/service';

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
  now: Date,
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

    const created = await createBusiness(tx, userId, input.business);
    const { business } = created;
    const today = todayIn(business.timeZone, now);
    const rows = await licenses.insertLicenses(
      tx,
      input.licenses.map((selection, index) =>
        licenceValues(business.id, templates.get(selection.template_id)!, selection, index, today),
      ),
    );
    await licenses.insertCurrentPeriods(tx, rows);
    await tx
      .update(users)
      .set({ isOnboarded: true, notificationChannels: input.notification_channels })
      .where(eq(users.id, userId));
    return {
      business: created,
      licenses: rows.map((license) => ({
        license,
        businessName: business.businessName,
        timeZone: business.timeZone,
        workspaceId: business.workspaceId,
        role: created.role,
        lastReminderSentAt: null,
      })),
    };
  });
}

/**
 * One chosen licence (decision 013), under its template's rule:
 * - the expiry printed on it is used as given; its issue date is the one given, else one term
 *   before the expiry but never after today (`assumedIssueDate`);
 * - only an issue date: the expiry by the rule, rolled forward past today and marked estimated when
 *   the issue date is more than a term old (`estimateExpiry`);
 * - neither: issued today, the expiry by the rule;
 * - a rule with no expiry takes no expiry date (one given is a 400); issued on the date given or today;
 * - a `printed` rule (no known term) needs the expiry printed on the licence (none is a 400).
 */
function licenceValues(
  businessId: string,
  template: TemplateRow,
  selection: z.output<typeof OnboardingSelection>,
  index: number,
  today: PlainDate,
): licenses.LicenseRowValues {
  const rule = templateRule(asTemplateLike(template));
  const field = (name: string) => `licenses.${index}.${name}`;
  if (rule.kind === 'none' && selection.expiry_date) {
    throw badRequest(
      `${field('expiry_date')}: must be empty for a licence with no expiry (${template.name})`,
    );
  }
  // No term is known: the date printed on the licence is the only expiry there is (issue 27).
  if (rule.kind === 'printed' && !selection.expiry_date) {
    throw badRequest(`${field('expiry_date')}: ${licenses.PRINTED_EXPIRY_PROBLEM}`);
  }
  const given = selection.expiry_date ?? null;
  const issuedDate =
    selection.issued_date ??
    (given
      ? withinCalendar(
          field('expiry_date'),
          () => assumedIssueDate(given, rule, today),
          'is too early; the issue date one term before it would fall before 0001-01-01',
        )
      : today);
  const estimate = withinCalendar(field('issued_date'), () =>
    given ? { expiry_date: given, expiry_estimated: false } : estimateExpiry(issuedDate, rule, today),
  );
  const calculated = withinCalendar(field('issued_date'), () => calculateExpiry(issuedDate, rule));
  return {
    businessId,
    templateId: template.id,
    licenseName: template.name,
    licenseNameFr: template.nameFr,
    licenseType: null,
    level: template.level,
    issuedDate,
    expiryDate: estimate.expiry_date,
    renewalRule: RenewalRuleSchema.parse(rule),
    expiryEstimated: estimate.expiry_estimated,
    licenseNumber: selection.license_number ?? null,
    authority: template.issuingAuthority,
    authorityFr: template.issuingAuthorityFr,
    sourceUrl: template.sourceUrl,
    reminderDays: [...DEFAULT_REMINDER_DAYS],
    reminderEnabled: true,
    notes: null,
    isManuallyChanged: given !== null && isManuallyChanged(given, calculated),
  };
}

async function existingResult(db: Db, userId: string): Promise<OnboardingResult> {
  const [business] = await listBusinesses(db, userId);
  if (!business) throw badRequest('Onboarding is already complete');
  const owned = (await licenses.listLicenses(db, userId)).filter(
    (l) => l.license.businessId === business.business.id,
  );
  return { business, licenses: owned };
}

/** The warning of a place our list does not know, in `language`. */
function unknownPlaceWarning(city: string, province: string, language: Language): string {
  if (language === 'fr')
    return `Nous ne connaissons aucun lieu nommé ${city} ${inProvince(province, 'fr')}; vérifiez l'orthographe.`;
  return `We don't know a place called ${city} in ${province}; check the spelling.`;
}

/** Step 1: is this a place we know, in which zone, and does the postal code fit? Worded in `language`. */
export function validateLocation(
  city: string,
  province: string,
  postalCode?: string | null,
  language: Language = 'en',
) {
  const spelled = knownCity(city, province);
  const postal = postalCode ? checkPostalCode(postalCode, province, language) : null;
  const warnings = [
    spelled ? null : unknownPlaceWarning(city, province, language),
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
