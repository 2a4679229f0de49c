import {
  calculateExpiry,
  DEFAULT_RENEWAL_RULE,
  type LicenseLevel,
  type PlainDate,
  type RenewalRule,
  RenewalRuleSchema,
} from '@lt/core';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { applicableFor, findById, type TemplateRow } from '../templates/service';

export interface CalculatedExpiry {
  expiry_date: PlainDate;
  rule: RenewalRule;
  template: TemplateRow | undefined;
}

export interface ExpiryQuery {
  issuedDate: PlainDate;
  businessType: string;
  province: string;
  city: string | null;
  level: LicenseLevel;
  licenseName?: string | null;
  /** A licence made from a template keeps that template's rule. */
  templateId?: string | null;
}

/**
 * The calculated expiry: from the licence's own template if it has one, else from the most
 * specific template for its level, business type and place, else 12 months.
 */
export async function calculatedExpiry(db: Db, query: ExpiryQuery): Promise<CalculatedExpiry> {
  let template = query.templateId ? await findById(db, query.templateId) : undefined;
  if (!template) {
    [template] = await applicableFor(db, {
      businessType: query.businessType,
      province: query.province,
      city: query.city,
      level: query.level,
      name: query.licenseName ?? null,
    });
  }
  const rule = template ? RenewalRuleSchema.parse(template.renewalRule) : DEFAULT_RENEWAL_RULE;
  return { expiry_date: expiryFrom(query.issuedDate, rule), rule, template };
}

/**
 * The expiry for an issue date, or a 400 naming `field` when it would fall past the last date we
 * can store (an issue date in 9999): a client mistake, never a 500.
 */
export function expiryFrom(issuedDate: PlainDate, rule: RenewalRule, field = 'issued_date'): PlainDate {
  try {
    return calculateExpiry(issuedDate, rule);
  } catch (error) {
    if (error instanceof RangeError) {
      throw badRequest(`${field}: is too late; the expiry date would fall after 9999-12-31`);
    }
    throw error;
  }
}
