// Shapes of the committed data files, checked with zod when they are first read.
import {
  ACTIVITY_KEYS,
  BUSINESS_TYPES,
  CONFIDENCE_LEVELS,
  LICENSE_LEVELS,
  MIN_TEMPLATE_VALIDITY_MONTHS,
  PROVINCE_CODES,
  RenewalRuleSchema,
  TemplateConditionSchema,
} from '@lt/core';
import { z } from 'zod';

export { CONFIDENCE_LEVELS };

export const LicenseTemplateSchema = z
  .strictObject({
    /** Stable slug of level, province, city and name: seeding upserts on it. */
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(1),
    /** The French name (Québec's official names are French in both fields). */
    name_fr: z.string().min(1),
    level: z.enum(LICENSE_LEVELS),
    province: z.enum(PROVINCE_CODES).nullable(),
    /** Spelt as in the places data ("Montréal", "Québec", "St. John's"). */
    city: z.string().min(1).nullable(),
    /** The business types of its activities (all seven for every business); derived, for the admin list. */
    business_types: z.array(z.enum(BUSINESS_TYPES)).min(1),
    /** The activities it applies to (core's ACTIVITIES keys); null: every business (decision 041). */
    activities: z
      .array(z.enum(ACTIVITY_KEYS as [string, ...string[]]))
      .min(1)
      .nullable(),
    /** Answers it needs, every one of them (`has_employees: true` for an employer's duty). */
    conditions: z.array(TemplateConditionSchema),
    default_validity_months: z.number().int().min(MIN_TEMPLATE_VALIDITY_MONTHS),
    renewal: RenewalRuleSchema,
    no_fixed_expiry: z.boolean(),
    issuing_authority: z.string().min(1),
    /** The authority's official French name (Québec's are French in both fields). */
    issuing_authority_fr: z.string().min(1),
    source_url: z.url({ protocol: /^https?$/ }),
    /** official: a government, regulator, board or public health unit; third-party: anyone else (then low). */
    source_kind: z.enum(['official', 'third-party']),
    confidence: z.enum(CONFIDENCE_LEVELS),
    /** False when the fact was not checked against a copy of its source. */
    source_checked: z.boolean(),
    /** When the source was read for this fact (YYYY-MM-DD); null when never checked here. */
    source_checked_on: z.iso.date().nullable(),
    notes: z.string(),
    // What an owner needs on the day a reminder arrives (issue 28), each in English and French; null
    // where the source does not state it (never guessed).
    /** The fee as the source states it ("$150 a year"). */
    fee: z.string().min(1).nullable().default(null),
    fee_fr: z.string().min(1).nullable().default(null),
    /** What happens when it is late: a penalty, a grace period, or that it cannot be renewed. */
    late_penalty: z.string().min(1).nullable().default(null),
    late_penalty_fr: z.string().min(1).nullable().default(null),
    /** How to renew: where, and the documents to have ready. */
    how_to_renew: z.string().min(1).nullable().default(null),
    how_to_renew_fr: z.string().min(1).nullable().default(null),
    /** The official page where it is renewed, when it is not `source_url`. */
    renewal_url: z
      .url({ protocol: /^https?$/ })
      .nullable()
      .default(null),
    /**
     * license-facts(-additions): copied from the research notes of issues 15 and 19; catalog: added
     * here to fill a gap; research-2026-11: read from an official source with a quotation (issue 27).
     */
    origin: z.enum(['license-facts', 'license-facts-additions', 'catalog', 'research-2026-11']),
  })
  .superRefine((t, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message: `${t.key}: ${message}` });
    if (t.level === 'federal' && (t.province || t.city))
      problem('a federal template has no province or city');
    if (t.level === 'provincial' && (!t.province || t.city))
      problem('a provincial template has a province only');
    if (t.level === 'municipal' && (!t.province || !t.city))
      problem('a municipal template has a province and city');
    if (t.no_fixed_expiry !== (t.renewal.kind === 'none')) {
      problem('no_fixed_expiry and the renewal rule disagree');
    }
    if (t.source_kind === 'third-party' && t.confidence !== 'low')
      problem('a third-party source is low confidence');
    if (t.origin === 'research-2026-11' && (!t.source_checked || !t.source_checked_on))
      problem('a researched fact has its checked date');
    if (t.renewal.kind === 'term' && t.renewal.months !== t.default_validity_months) {
      problem('the renewal months differ from default_validity_months');
    }
    if (new Set(t.business_types).size !== t.business_types.length) problem('business types repeat');
    for (const field of ['fee', 'late_penalty', 'how_to_renew'] as const) {
      if ((t[field] === null) !== (t[`${field}_fr`] === null))
        problem(`${field} needs its French, and only with it`);
    }
    if (t.activities && new Set(t.activities).size !== t.activities.length) problem('activities repeat');
    const keys = t.conditions.map((c) => c.key);
    if (new Set(keys).size !== keys.length) problem('a condition repeats a question');
  });
export type LicenseTemplate = z.infer<typeof LicenseTemplateSchema>;

/** [name, province] or [name, province, population]; population is absent from the GeoNames extract. */
export const PlaceTupleSchema = z.tuple(
  [z.string().min(1), z.enum(PROVINCE_CODES)],
  z.number().int().nonnegative().nullable(),
);
export type PlaceTuple = z.infer<typeof PlaceTupleSchema>;
