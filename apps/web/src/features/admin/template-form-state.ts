import {
  ACTIVITY_KEYS,
  type AdminTemplate,
  DEFAULT_TEMPLATE_VALIDITY_MONTHS,
  type LicenseLevel,
  MAX_RENEWAL_TERM_MONTHS,
  MIN_TEMPLATE_VALIDITY_MONTHS,
  type RenewalRule,
  type RenewalRuleKind,
  renewalRuleProblem,
  type TemplateInput,
} from '@lt/core';

export interface TemplateFormCondition {
  key: string;
  when: 'yes' | 'no';
}

/** What the template form holds: text as typed, the validity as the number input's string. */
export interface TemplateFormValues {
  name: string;
  description: string;
  level: LicenseLevel;
  /** Every business of its place, or only some activities (issue 27). */
  applies_to: 'all' | 'activities';
  /** The activities it applies to (keys, in the taxonomy's order) when `applies_to` is 'activities'. */
  activities: string[];
  name_fr: string;
  description_fr: string;
  issuing_authority: string;
  issuing_authority_fr: string;
  source_url: string;
  /** The answers it needs, every one: a question and the answer under which it applies. */
  conditions: TemplateFormCondition[];
  /** Kept as they are: the catalogue's grading, the day its source was read and who publishes it. */
  confidence: string;
  source_checked_on: string;
  source_kind: string;
  /** What an owner needs on the day (decision 044), in both languages; blank: not stated. */
  fee: string;
  fee_fr: string;
  late_penalty: string;
  late_penalty_fr: string;
  how_to_renew: string;
  how_to_renew_fr: string;
  renewal_url: string;
  province: string;
  city: string;
  default_validity_months: string;
  /** How licences of the template renew (decision 013): a term of the validity, a fixed date, or never. */
  rule_kind: RenewalRuleKind;
  rule_month: string;
  rule_day: string;
}

export const EMPTY_TEMPLATE_FORM: TemplateFormValues = {
  name: '',
  description: '',
  level: 'municipal',
  applies_to: 'activities',
  activities: [],
  name_fr: '',
  description_fr: '',
  issuing_authority: '',
  issuing_authority_fr: '',
  source_url: '',
  conditions: [],
  confidence: '',
  source_checked_on: '',
  source_kind: '',
  fee: '',
  fee_fr: '',
  late_penalty: '',
  late_penalty_fr: '',
  how_to_renew: '',
  how_to_renew_fr: '',
  renewal_url: '',
  province: '',
  city: '',
  default_validity_months: String(DEFAULT_TEMPLATE_VALIDITY_MONTHS),
  rule_kind: 'term',
  rule_month: '3',
  rule_day: '31',
};

/** PRODUCT §4: the province field shows for provincial and municipal templates, the city only for municipal. */
export const showsProvince = (level: LicenseLevel) => level === 'provincial' || level === 'municipal';
export const showsCity = (level: LicenseLevel) => level === 'municipal';

export function formFromTemplate(template: AdminTemplate): TemplateFormValues {
  return {
    name: template.name,
    description: template.description ?? '',
    level: template.level,
    applies_to: template.activities === null ? 'all' : 'activities',
    activities: inTaxonomyOrder(template.activities ?? []),
    name_fr: template.name_fr ?? '',
    description_fr: template.description_fr ?? '',
    issuing_authority: template.issuing_authority ?? '',
    issuing_authority_fr: template.issuing_authority_fr ?? '',
    source_url: template.source_url ?? '',
    conditions: template.conditions.map((c) => ({ key: c.key, when: c.when ? 'yes' : 'no' })),
    confidence: template.confidence ?? '',
    source_checked_on: template.source_checked_on ?? '',
    source_kind: template.source_kind ?? '',
    fee: template.fee ?? '',
    fee_fr: template.fee_fr ?? '',
    late_penalty: template.late_penalty ?? '',
    late_penalty_fr: template.late_penalty_fr ?? '',
    how_to_renew: template.how_to_renew ?? '',
    how_to_renew_fr: template.how_to_renew_fr ?? '',
    renewal_url: template.renewal_url ?? '',
    province: template.province ?? '',
    city: template.city ?? '',
    default_validity_months: String(template.default_validity_months),
    rule_kind: template.renewal_rule.kind,
    rule_month: template.renewal_rule.kind === 'fixed_date' ? String(template.renewal_rule.month) : '3',
    rule_day: template.renewal_rule.kind === 'fixed_date' ? String(template.renewal_rule.day) : '31',
  };
}

/** Activity keys in the taxonomy's order, each once, unknown keys dropped. */
export function inTaxonomyOrder(keys: readonly string[]): string[] {
  const chosen = new Set(keys);
  return ACTIVITY_KEYS.filter((key) => chosen.has(key));
}

/** The rule the form describes: a term is the validity in months. */
export function templateRule(values: TemplateFormValues): RenewalRule {
  switch (values.rule_kind) {
    case 'term':
      return { kind: 'term', months: Number(values.default_validity_months) };
    case 'fixed_date':
      return {
        kind: 'fixed_date',
        month: Number(values.rule_month),
        day: Number(values.rule_day.trim() || Number.NaN),
      };
    case 'none':
      return { kind: 'none' };
    case 'printed':
      return { kind: 'printed' };
  }
}

export type TemplateFormProblem =
  | 'required'
  | 'validityMin'
  | 'validityMax'
  | 'ruleDay'
  | 'province'
  | 'city'
  | 'sourceUrl';

/** The first rule of PRODUCT §5 the values break, and the field to fix; null when they can be sent. */
export function validateTemplateForm(
  values: TemplateFormValues,
): { problem: TemplateFormProblem; field: keyof TemplateFormValues } | null {
  if (!values.name.trim()) return { problem: 'required', field: 'name' };
  if (values.applies_to === 'activities' && values.activities.length === 0)
    return { problem: 'required', field: 'activities' };
  if (!values.default_validity_months.trim())
    return { problem: 'required', field: 'default_validity_months' };
  const months = Number(values.default_validity_months);
  if (!Number.isInteger(months) || months < MIN_TEMPLATE_VALIDITY_MONTHS) {
    return { problem: 'validityMin', field: 'default_validity_months' };
  }
  if (values.rule_kind === 'term' && months > MAX_RENEWAL_TERM_MONTHS) {
    return { problem: 'validityMax', field: 'default_validity_months' };
  }
  if (values.rule_kind === 'fixed_date' && renewalRuleProblem(templateRule(values))) {
    return { problem: 'ruleDay', field: 'rule_day' };
  }
  if (showsProvince(values.level) && !values.province) return { problem: 'province', field: 'province' };
  if (showsCity(values.level) && !values.city.trim()) return { problem: 'city', field: 'city' };
  if (values.source_url.trim() && !/^https?:\/\/\S+$/i.test(values.source_url.trim())) {
    return { problem: 'sourceUrl', field: 'source_url' };
  }
  if (values.renewal_url.trim() && !/^https?:\/\/\S+$/i.test(values.renewal_url.trim())) {
    return { problem: 'sourceUrl', field: 'renewal_url' };
  }
  return null;
}

/** The body of PRODUCT §7: province only for provincial and municipal, city only for municipal. */
export function toTemplateBody(values: TemplateFormValues): TemplateInput {
  return {
    name: values.name.trim(),
    level: values.level,
    activities: values.applies_to === 'all' ? null : values.activities,
    conditions: values.conditions.map((c) => ({
      key: c.key as NonNullable<TemplateInput['conditions']>[number]['key'],
      when: c.when === 'yes',
    })),
    name_fr: values.name_fr.trim(),
    description_fr: values.description_fr.trim(),
    issuing_authority: values.issuing_authority.trim(),
    issuing_authority_fr: values.issuing_authority_fr.trim(),
    source_url: values.source_url.trim(),
    confidence: (values.confidence || null) as TemplateInput['confidence'],
    source_checked_on: values.source_checked_on || null,
    source_kind: (values.source_kind || null) as TemplateInput['source_kind'],
    fee: values.fee.trim(),
    fee_fr: values.fee_fr.trim(),
    late_penalty: values.late_penalty.trim(),
    late_penalty_fr: values.late_penalty_fr.trim(),
    how_to_renew: values.how_to_renew.trim(),
    how_to_renew_fr: values.how_to_renew_fr.trim(),
    renewal_url: values.renewal_url.trim(),
    default_validity_months: Number(values.default_validity_months),
    renewal_rule: templateRule(values),
    description: values.description.trim(),
    ...(showsProvince(values.level) ? { province: values.province } : {}),
    ...(showsCity(values.level) ? { city: values.city.trim() } : {}),
  };
}

/** What a group of the template form's fields gets from the form: its values, setter and errors. */
export interface TemplateFieldGroupProps {
  values: TemplateFormValues;
  set: <K extends keyof TemplateFormValues>(key: K, value: TemplateFormValues[K]) => void;
  error: (field: keyof TemplateFormValues) => string | undefined;
  control: (field: keyof TemplateFormValues) => { name: string; 'aria-invalid': true | undefined };
}
