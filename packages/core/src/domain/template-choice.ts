// Which template sets a licence's expiry: the most specific one that applies (city + province +
// business type, then province, then federal). No template: 12 months.
import { BUSINESS_TYPES } from './business-types';
import { type EstimatedExpiry, estimateExpiry } from './expiry';
import type { LicenseLevel } from './levels';
import { normalizePlaceName, samePlace } from './place-names';
import type { PlainDate } from './plain-date';
import { DEFAULT_RENEWAL_RULE, type RenewalRule } from './renewal-rule';

/** What template choice reads of a template: a database row (one business_type) or a catalog entry (a list). */
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

export interface TemplateQuery {
  businessType: string;
  province: string;
  city?: string | null;
  /** Only templates of this level. */
  level?: LicenseLevel | null;
  /** Prefer a template of this name (accents, case and punctuation ignored). */
  name?: string | null;
}

/** "Food_Service", "food service" and "FOOD  SERVICE" compare equal. */
export function normalizeBusinessType(value: string): string {
  return value.replaceAll('_', ' ').trim().replace(/\s+/g, ' ').toLowerCase();
}

const ALL = 'all';
const EVERY_TYPE = BUSINESS_TYPES.map(normalizeBusinessType);

/** How a template fits a business type: named for it, for every type, or not at all. */
export function businessTypeFit(template: TemplateLike, businessType: string): 'named' | 'all' | 'none' {
  const listed = [
    ...(template.business_types ?? []),
    ...(template.business_type != null ? [template.business_type] : []),
  ].map(normalizeBusinessType);
  const types = listed.filter((t) => t !== '');
  if (types.length === 0 || types.includes(ALL) || EVERY_TYPE.every((t) => types.includes(t))) return 'all';
  return types.includes(normalizeBusinessType(businessType)) ? 'named' : 'none';
}

const sameCode = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();

/** 3 for a municipal template of the business's city, 2 provincial, 1 federal, 0 when it does not apply there. */
export function locationFit(template: TemplateLike, query: Pick<TemplateQuery, 'province' | 'city'>): number {
  switch (template.level) {
    case 'municipal':
      return (!template.province || sameCode(template.province, query.province)) &&
        samePlace(template.city, query.city)
        ? 3
        : 0;
    case 'provincial':
      return sameCode(template.province, query.province) ? 2 : 0;
    case 'federal':
      return 1;
    default:
      return 0;
  }
}

// A template's normalised name and its fit per business type, kept beside the template object:
// an import of thousands of rows ranks the same province's templates once per row, and these are
// the costly parts of it. A new template object (another request) simply starts afresh.
const normalizedNames = new WeakMap<object, string>();
const typeFits = new WeakMap<object, Map<string, 'named' | 'all' | 'none'>>();

function normalizedNameOf(template: TemplateLike): string {
  let name = normalizedNames.get(template);
  if (name === undefined) {
    name = normalizePlaceName(template.name ?? '');
    normalizedNames.set(template, name);
  }
  return name;
}

function typeFitOf(template: TemplateLike, businessType: string): 'named' | 'all' | 'none' {
  let fits = typeFits.get(template);
  if (!fits) {
    fits = new Map();
    typeFits.set(template, fits);
  }
  let fit = fits.get(businessType);
  if (fit === undefined) {
    fit = businessTypeFit(template, businessType);
    fits.set(businessType, fit);
  }
  return fit;
}

/** Every template that applies to the business, most specific first (input order breaks ties). */
export function applicableTemplates<T extends TemplateLike>(
  templates: readonly T[],
  query: TemplateQuery,
): T[] {
  const wantedName = query.name ? normalizePlaceName(query.name) : '';
  return templates
    .map((template, index) => {
      const fit = typeFitOf(template, query.businessType);
      const where = locationFit(template, query);
      const levelOk = !query.level || template.level === query.level;
      const named = wantedName !== '' && normalizedNameOf(template) === wantedName ? 1 : 0;
      const score = named * 100 + where * 10 + (fit === 'named' ? 1 : 0);
      return { template, index, score, ok: levelOk && where > 0 && fit !== 'none' };
    })
    .filter((c) => c.ok)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((c) => c.template);
}

/** The templates a business can pick from at onboarding, by level, most specific first (ignores `level`). */
export function templatesByLevel<T extends TemplateLike>(
  templates: readonly T[],
  query: Omit<TemplateQuery, 'level' | 'name'>,
): Record<LicenseLevel, T[]> {
  const applicable = applicableTemplates(templates, query);
  return {
    federal: applicable.filter((t) => t.level === 'federal'),
    provincial: applicable.filter((t) => t.level === 'provincial'),
    municipal: applicable.filter((t) => t.level === 'municipal'),
  };
}

/** The most specific template that applies, or undefined. */
export function chooseTemplate<T extends TemplateLike>(
  templates: readonly T[],
  query: TemplateQuery,
): T | undefined {
  return applicableTemplates(templates, query)[0];
}

/** A template's renewal rule: its own, else every `default_validity_months` months. */
export function templateRule(template: TemplateLike): RenewalRule {
  return template.renewal ?? { kind: 'term', months: template.default_validity_months };
}

/**
 * The renewal rule and expiry for a licence issued on `issuedDate`: the rule given (a licence's own),
 * else the chosen template's, else a 12-month term; the expiry estimated past `today` when the
 * issue date is more than a term old (see `estimateExpiry`). The server, the web app and the
 * property tests all call this one function.
 */
export function expiryFor<T extends TemplateLike>(
  issuedDate: PlainDate,
  templates: readonly T[],
  query: TemplateQuery & { rule?: RenewalRule | null; today: PlainDate },
): EstimatedExpiry & { rule: RenewalRule; template: T | undefined } {
  const template = chooseTemplate(templates, query);
  const rule = query.rule ?? (template ? templateRule(template) : DEFAULT_RENEWAL_RULE);
  return { ...estimateExpiry(issuedDate, rule, query.today), rule, template };
}
