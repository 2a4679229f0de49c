import {
  type AdminTemplate,
  BUSINESS_TYPES,
  DEFAULT_TEMPLATE_VALIDITY_MONTHS,
  type LicenseLevel,
  MAX_RENEWAL_TERM_MONTHS,
  MIN_TEMPLATE_VALIDITY_MONTHS,
  type RenewalRule,
  type RenewalRuleKind,
  renewalRuleProblem,
  type TemplateInput,
} from '@lt/core';

/** What the template form holds: text as typed, the validity as the number input's string. */
export interface TemplateFormValues {
  name: string;
  description: string;
  level: LicenseLevel;
  /** The business types it applies to (decision 015); all seven for every type. */
  business_types: string[];
  name_fr: string;
  description_fr: string;
  issuing_authority: string;
  source_url: string;
  /** The activity question that decides it ('' for none) and the answer under which it applies. */
  condition_key: string;
  condition_when: 'yes' | 'no';
  /** Kept as they are: the catalogue's grading and the day its source was read. */
  confidence: string;
  source_checked_on: string;
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
  business_types: [],
  name_fr: '',
  description_fr: '',
  issuing_authority: '',
  source_url: '',
  condition_key: '',
  condition_when: 'yes',
  confidence: '',
  source_checked_on: '',
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
    business_types: BUSINESS_TYPES.filter((type) => template.business_types.includes(type)),
    name_fr: template.name_fr ?? '',
    description_fr: template.description_fr ?? '',
    issuing_authority: template.issuing_authority ?? '',
    source_url: template.source_url ?? '',
    condition_key: template.condition?.key ?? '',
    condition_when: template.condition?.when === false ? 'no' : 'yes',
    confidence: template.confidence ?? '',
    source_checked_on: template.source_checked_on ?? '',
    province: template.province ?? '',
    city: template.city ?? '',
    default_validity_months: String(template.default_validity_months),
    rule_kind: template.renewal_rule.kind,
    rule_month: template.renewal_rule.kind === 'fixed_date' ? String(template.renewal_rule.month) : '3',
    rule_day: template.renewal_rule.kind === 'fixed_date' ? String(template.renewal_rule.day) : '31',
  };
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
  if (values.business_types.length === 0) return { problem: 'required', field: 'business_types' };
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
  return null;
}

/** The body of PRODUCT §7: province only for provincial and municipal, city only for municipal. */
export function toTemplateBody(values: TemplateFormValues): TemplateInput {
  return {
    name: values.name.trim(),
    level: values.level,
    business_types: values.business_types,
    name_fr: values.name_fr.trim(),
    description_fr: values.description_fr.trim(),
    issuing_authority: values.issuing_authority.trim(),
    source_url: values.source_url.trim(),
    condition: values.condition_key
      ? ({ key: values.condition_key, when: values.condition_when === 'yes' } as TemplateInput['condition'])
      : null,
    confidence: (values.confidence || null) as TemplateInput['confidence'],
    source_checked_on: values.source_checked_on || null,
    default_validity_months: Number(values.default_validity_months),
    renewal_rule: templateRule(values),
    description: values.description.trim(),
    ...(showsProvince(values.level) ? { province: values.province } : {}),
    ...(showsCity(values.level) ? { city: values.city.trim() } : {}),
  };
}
