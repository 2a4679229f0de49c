// The server's side of a licence's expiry: load the template rows a choice may read, then call
// core's `expiryFor` (decision 013). Choice and date arithmetic live in @lt/core only; this file
// only loads rows and turns an out-of-calendar date into a 400.
import {
  type EstimatedExpiry,
  expiryFor,
  type LicenseLevel,
  type PlainDate,
  type RenewalRule,
  templateRule,
} from '@lt/core';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import {
  asTemplateLike,
  candidatesFor,
  findById,
  type TemplateCandidate,
  type TemplateRow,
} from '../templates/service';

export interface ResolvedExpiry extends EstimatedExpiry {
  rule: RenewalRule;
  /** The licence's own template, else the one core chose; undefined when none applies. */
  template: TemplateRow | undefined;
}

export interface ExpiryQuery {
  issuedDate: PlainDate;
  businessType: string;
  province: string;
  city: string | null;
  level: LicenseLevel;
  licenseName?: string | null;
  /** A licence made from a template takes that template (and its rule) whatever the choice says. */
  templateId?: string | null;
  /** The licence's own rule, which wins over any template's. */
  rule?: RenewalRule | null;
  /** The calendar date in the business's time zone (`todayIn(timeZone, clock.now())`). */
  today: PlainDate;
  /** Templates already loaded by province: an import of thousands of rows reads each province once. */
  candidatesByProvince?: Map<string, Promise<TemplateCandidate[]>>;
}

/**
 * The rule and expiry for a licence: the rule given, else its own template's, else the most specific
 * template for its level, business type and place, else a 12-month term — all by core's `expiryFor`,
 * the expiry estimated past `today` when the issue date is more than a term old.
 */
export async function resolveExpiry(
  db: Db,
  query: ExpiryQuery,
  field = 'issued_date',
): Promise<ResolvedExpiry> {
  const own = query.templateId ? await findById(db, query.templateId) : undefined;
  const candidates = own ? [asTemplateLike(own)] : await provinceCandidates(db, query);
  const ownRule = own ? templateRule(candidates[0]!) : null;
  const result = withinCalendar(field, () =>
    expiryFor(query.issuedDate, candidates, {
      businessType: query.businessType,
      province: query.province,
      city: query.city,
      level: query.level,
      name: query.licenseName ?? null,
      rule: query.rule ?? ownRule,
      today: query.today,
    }),
  );
  return {
    expiry_date: result.expiry_date,
    expiry_estimated: result.expiry_estimated,
    rule: result.rule,
    template: own ?? result.template?.row,
  };
}

function provinceCandidates(db: Db, query: ExpiryQuery): Promise<TemplateCandidate[]> {
  const cache = query.candidatesByProvince;
  if (!cache) return candidatesFor(db, query.province);
  let found = cache.get(query.province);
  if (!found) {
    found = candidatesFor(db, query.province);
    cache.set(query.province, found);
  }
  return found;
}

/**
 * Runs core date arithmetic, answering a 400 naming `field` when a date would fall past the last
 * one we can store (an issue date in 9999): a client mistake, never a 500.
 */
export function withinCalendar<T>(
  field: string,
  calculate: () => T,
  problem = 'is too late; the expiry date would fall after 9999-12-31',
): T {
  try {
    return calculate();
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(`${field}: ${problem}`);
    throw error;
  }
}
