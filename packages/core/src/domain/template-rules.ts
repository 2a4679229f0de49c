// Issue 27: whether a catalogue template applies to a business. A template applies to a set of
// activities (or to every business: employers and corporations are every business under the
// question that decides it), in its place, under zero or more yes/no answers. Nothing here reads a
// template's or a business's name: the rulebook is the activities and the answers, never words.
import { ACTIVITIES, activityByKey } from './activities';
import {
  type BusinessProfile,
  effectiveAnswer,
  questionsThatMatter,
  type TemplateCondition,
} from './activity-questions';
import { BUSINESS_TYPES, type BusinessType } from './business-types';
import type { LicenseLevel } from './levels';
import { locationFit, normalizeBusinessType, type TemplateLike } from './template-choice';

/** What the rules read of a template. */
export interface TemplateRule {
  /** The activities it applies to; null: every business (of its place). */
  activities: readonly string[] | null;
  /** Every one must hold: `has_employees: true` for an employer's duty. */
  conditions: readonly TemplateCondition[];
}

/**
 * How a template's activities fit a business: `yes` (its activity is listed, or the template is for
 * every business), `unknown` (the business has not said its activity, and one listed activity is of
 * its type), `no`.
 */
export function activityFit(rule: TemplateRule, profile: BusinessProfile): 'yes' | 'unknown' | 'no' {
  if (rule.activities === null) return 'yes';
  const activity = activityByKey(profile.activity);
  if (activity) return rule.activities.includes(activity.key) ? 'yes' : 'no';
  const type = normalizeBusinessType(profile.businessType);
  return rule.activities.some(
    (key) => normalizeBusinessType(activityByKey(key)?.business_type ?? '') === type,
  )
    ? 'unknown'
    : 'no';
}

/**
 * Whether a template applies: false when its activities or an answer rule it out, null while its
 * business's activity or one of its questions is unknown, else true.
 */
export function templateApplies(rule: TemplateRule, profile: BusinessProfile): boolean | null {
  const fit = activityFit(rule, profile);
  if (fit === 'no') return false;
  let unknown = fit === 'unknown';
  for (const condition of rule.conditions) {
    const answer = effectiveAnswer(condition.key, profile);
    if (answer === undefined) unknown = true;
    else if (answer !== condition.when) return false;
  }
  return unknown ? null : true;
}

/**
 * The question a template waits on or was ruled out by: the first condition that fails, else the
 * first unanswered one; null when none does.
 */
export function decidingQuestion(rule: TemplateRule, profile: BusinessProfile): string | null {
  const answers = rule.conditions.map((c) => ({ c, answer: effectiveAnswer(c.key, profile) }));
  const failing = answers.find(({ c, answer }) => answer !== undefined && answer !== c.when);
  return (failing ?? answers.find(({ answer }) => answer === undefined))?.c.key ?? null;
}

/** The questions to ask for the templates a business may hold (those its activity does not rule out). */
export function questionsFor(rules: readonly TemplateRule[], profile: BusinessProfile) {
  return questionsThatMatter(
    rules.filter((r) => activityFit(r, profile) !== 'no').map((r) => r.conditions),
    profile,
  );
}

/** The business types a template is shown under: those of its activities; all seven for every business. */
export function businessTypesOf(activities: readonly string[] | null): BusinessType[] {
  if (activities === null) return [...BUSINESS_TYPES];
  const types = new Set(activities.map((key) => activityByKey(key)?.business_type));
  return BUSINESS_TYPES.filter((type) => types.has(type));
}

/** The activities of these business types: what an "every type" template of old applies to. */
export function activitiesOfTypes(types: readonly string[]): string[] {
  const wanted = new Set(types.map(normalizeBusinessType));
  return ACTIVITIES.filter((a) => wanted.has(normalizeBusinessType(a.business_type))).map((a) => a.key);
}

/**
 * The templates a business may hold in its place, by level: federal, its province's, its city's —
 * less those its activity rules out (answers do not remove a template: it is shown as not applying).
 * In input order.
 */
export function templatesForBusiness<T extends TemplateLike & TemplateRule>(
  templates: readonly T[],
  query: BusinessProfile & { province: string; city?: string | null },
): Record<LicenseLevel, T[]> {
  const held = templates.filter((t) => locationFit(t, query) > 0 && activityFit(t, query) !== 'no');
  return {
    federal: held.filter((t) => t.level === 'federal'),
    provincial: held.filter((t) => t.level === 'provincial'),
    municipal: held.filter((t) => t.level === 'municipal'),
  };
}
