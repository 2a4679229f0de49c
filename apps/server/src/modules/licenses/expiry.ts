import {
  calculateExpiry,
  DEFAULT_RENEWAL_RULE,
  type LicenseLevel,
  type PlainDate,
  type RenewalRule,
  RenewalRuleSchema,
} from '@lt/core';
import type { Db } from '../../db/client';
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
  return { expiry_date: calculateExpiry(query.issuedDate, rule), rule, template };
}
