// The server's side of a licence's expiry (decisions 013, 042): load the template the user chose, if
// any, then call core's `licenceExpiry`. A licence without a template borrows nothing: no template
// is looked up by place, level or name. Date arithmetic lives in @lt/core only; this file only loads
// the chosen row and turns an out-of-calendar date into a 400.
import { type EstimatedExpiry, licenceExpiry, type PlainDate, type RenewalRule } from '@lt/core';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { asTemplateLike, findById, type TemplateRow } from '../templates/service';

export interface ResolvedExpiry extends EstimatedExpiry {
  rule: RenewalRule;
  /** The template the user chose, when it still exists. */
  template: TemplateRow | undefined;
}

export interface ExpiryQuery {
  issuedDate: PlainDate;
  /** The template the user chose; none: the licence's facts are only what was given. */
  templateId?: string | null;
  /** The licence's own rule, which wins over its template's. */
  rule?: RenewalRule | null;
  /** The calendar date in the business's time zone (`todayIn(timeZone, clock.now())`). */
  today: PlainDate;
  /** Templates already read by id: an import of thousands of rows reads each one once. */
  templatesById?: Map<string, Promise<TemplateRow | undefined>>;
}

/** The chosen template's row (undefined when none was chosen or it no longer exists). */
export function chosenTemplate(
  db: Db,
  templateId: string | null | undefined,
  cache?: Map<string, Promise<TemplateRow | undefined>>,
): Promise<TemplateRow | undefined> {
  if (!templateId) return Promise.resolve(undefined);
  let found = cache?.get(templateId);
  if (!found) {
    found = findById(db, templateId);
    cache?.set(templateId, found);
  }
  return found;
}

/**
 * The rule and expiry for a licence: the rule given, else its chosen template's, else a 12-month
 * term; the expiry estimated past `today` when the issue date is more than a term old, none for a
 * rule with no expiry or no known term.
 */
export async function resolveExpiry(
  db: Db,
  query: ExpiryQuery,
  field = 'issued_date',
): Promise<ResolvedExpiry> {
  const template = await chosenTemplate(db, query.templateId, query.templatesById);
  const result = withinCalendar(field, () =>
    licenceExpiry(query.issuedDate, {
      rule: query.rule,
      template: template ? asTemplateLike(template) : null,
      today: query.today,
    }),
  );
  return { ...result, template };
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
