// Renewals and history (decision 013): a renewal closes the current period and opens the next;
// the history lists the periods. The licence itself is read and checked by service.ts.
import {
  calculateExpiry,
  compare,
  isManuallyChanged,
  type LicenseHistoryQuery,
  type LicensePeriod,
  nextPeriod,
  RenewalRuleSchema,
  type RenewLicenseRequest,
  todayIn,
} from '@lt/core';
import type { z } from 'zod';
import { enqueueRenewalNotices } from '../../channels/renewal';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { withinCalendar } from './expiry';
import * as repo from './repository';
import { getLicense, NOTHING_TO_RENEW, PRINTED_NEEDS_EXPIRY } from './service';

type RenewValues = z.output<typeof RenewLicenseRequest>;

/**
 * Renews a licence (decision 013): by default the next period starts at the old expiry (today when
 * it had lapsed) and ends by the licence's rule; a given issue date alone ends by the rule, a given
 * expiry alone starts at the proposed date; a `printed` licence needs the new expiry. One transaction: the current period closes, the new one
 * opens, the licence row takes its dates, "I'm on it" and the estimate mark clear, and reminders not
 * yet sent for the old expiry are cancelled (the new expiry's reminders start afresh).
 */
export async function renewLicense(
  db: Db,
  user: { id: string },
  id: string,
  input: RenewValues,
  now: Date,
): Promise<repo.OwnedLicense> {
  return db.transaction(async (tx) => {
    const { license, timeZone } = await getLicense(tx, user.id, id, { lock: true, need: 'edit' });
    const rule = RenewalRuleSchema.parse(license.renewalRule);
    const oldExpiry = license.expiryDate;
    if (rule.kind === 'none' || oldExpiry === null) throw badRequest(NOTHING_TO_RENEW);
    const proposed = withinCalendar('expiry_date', () => nextPeriod(oldExpiry, rule, todayIn(timeZone, now)));
    const issuedDate = input.issued_date ?? proposed.issued_date;
    const byRule = input.issued_date
      ? withinCalendar('issued_date', () => calculateExpiry(issuedDate, rule))
      : proposed.expiry_date;
    const expiryDate = input.expiry_date ?? byRule;
    // A printed rule counts no term: the new period ends on the date printed on the renewed licence.
    if (expiryDate === null) throw badRequest(PRINTED_NEEDS_EXPIRY);
    if (compare(expiryDate, issuedDate) < 0) {
      throw badRequest(`expiry_date: must not be before the issue date (${issuedDate})`);
    }
    if (compare(expiryDate, oldExpiry) <= 0) {
      throw badRequest(`expiry_date: must be after the current expiry date (${oldExpiry})`);
    }
    const row = await repo.update(tx, id, {
      issuedDate,
      expiryDate,
      licenseNumber: input.license_number === undefined ? license.licenseNumber : input.license_number,
      expiryEstimated: false,
      remindersAcknowledgedAt: null,
      isManuallyChanged: isManuallyChanged(expiryDate, byRule),
    });
    await repo.startPeriod(tx, row, { at: now, by: user.id });
    await repo.cancelPendingReminders(tx, id, oldExpiry, 'the licence was renewed');
    await enqueueRenewalNotices(tx, id, now);
    return getLicense(tx, user.id, id);
  });
}

/** A licence's periods, newest first, one page, with the total for `X-Total-Count`. */
export async function licenseHistory(
  db: Db,
  ownerId: string,
  id: string,
  page: z.output<typeof LicenseHistoryQuery>,
): Promise<{ periods: LicensePeriod[]; total: number }> {
  await getLicense(db, ownerId, id);
  const [rows, total] = await Promise.all([repo.listPeriods(db, id, page), repo.countPeriods(db, id)]);
  return {
    total,
    periods: rows.map(({ period, renewedBy }) => ({
      id: period.id,
      license_id: period.licenseId,
      issued_date: period.issuedDate,
      expiry_date: period.expiryDate,
      license_number: period.licenseNumber,
      is_current: period.isCurrent,
      renewed_at: period.renewedAt?.toISOString() ?? null,
      renewed_by: period.renewedAt ? renewedBy : null,
      acknowledged_at: period.acknowledgedAt?.toISOString() ?? null,
      created_at: period.createdAt.toISOString(),
    })),
  };
}
