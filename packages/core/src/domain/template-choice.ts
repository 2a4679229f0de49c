// What a template's place and business types read (decision 041 decides which templates a business
// may hold: `template-rules.ts`), and the rule a licence takes from the template the user chose.
// Nothing here picks a template for a licence: a licence has a template only when the user chose one
// (decision 042), so a licence without one borrows nothing from the catalogue.
import { type EstimatedExpiry, estimateExpiry } from './expiry';
import type { LicenseLevel } from './levels';
import { samePlace } from './place-names';
import type { PlainDate } from './plain-date';
import { DEFAULT_RENEWAL_RULE, type RenewalRule } from './renewal-rule';

/** What the rules read of a template: a database row (one business_type) or a catalog entry (a list). */
export interface TemplateLike {
  level: LicenseLevel | string;
  name?: string | null;
  province?: string | null;
  city?: string | null;
  /** One type, or null / "All" for every type. */
  business_type?: string | null;
  /** Several types; null, empty or containing "All" means every type. */
  business_types?: readonly string[] | null;
  default_validity_months: number;
  /** How it renews; without one, every `default_validity_months` months. */
  renewal?: RenewalRule | null;
}

/** Where a business is. */
export interface TemplatePlace {
  province: string;
  city?: string | null;
}

/** "Food_Service", "food service" and "FOOD  SERVICE" compare equal. */
export function normalizeBusinessType(value: string): string {
  return value.replaceAll('_', ' ').trim().replace(/\s+/g, ' ').toLowerCase();
}

const sameCode = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();

/** 3 for a municipal template of the business's city, 2 provincial, 1 federal, 0 when it does not apply there. */
export function locationFit(template: TemplateLike, place: TemplatePlace): number {
  switch (template.level) {
    case 'municipal':
      return (!template.province || sameCode(template.province, place.province)) &&
        samePlace(template.city, place.city)
        ? 3
        : 0;
    case 'provincial':
      return sameCode(template.province, place.province) ? 2 : 0;
    case 'federal':
      return 1;
    default:
      return 0;
  }
}

/** A template's renewal rule: its own, else every `default_validity_months` months. */
export function templateRule(template: TemplateLike): RenewalRule {
  return template.renewal ?? { kind: 'term', months: template.default_validity_months };
}

/**
 * The rule a licence renews by: the one given (the licence's own), else the template the user chose,
 * else a 12-month term. Never another template's: a licence without one borrows nothing.
 */
export function licenceRule(
  given: RenewalRule | null | undefined,
  chosen?: TemplateLike | null,
): RenewalRule {
  return given ?? (chosen ? templateRule(chosen) : DEFAULT_RENEWAL_RULE);
}

/**
 * The rule and expiry of a licence issued on `issuedDate` (`licenceRule`), the expiry estimated past
 * `today` when the issue date is more than a term old (`estimateExpiry`). Null for a rule with no
 * expiry or no known term (`printed`: the user gives the date). The server, the web app and the
 * property tests all call this one function.
 */
export function licenceExpiry(
  issuedDate: PlainDate,
  query: { rule?: RenewalRule | null; template?: TemplateLike | null; today: PlainDate },
): EstimatedExpiry & { rule: RenewalRule } {
  const rule = licenceRule(query.rule, query.template);
  return { ...estimateExpiry(issuedDate, rule, query.today), rule };
}
