import {
  type AdminTemplate,
  DEFAULT_TEMPLATE_VALIDITY_MONTHS,
  displayBusinessType,
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
  business_type: string;
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
  business_type: '',
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
    business_type: displayBusinessType(template.business_type),
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
  | 'city';

/** The first rule of PRODUCT §5 the values break, and the field to fix; null when they can be sent. */
export function validateTemplateForm(
  values: TemplateFormValues,
): { problem: TemplateFormProblem; field: keyof TemplateFormValues } | null {
  if (!values.name.trim()) return { problem: 'required', field: 'name' };
  if (!values.business_type) return { problem: 'required', field: 'business_type' };
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
  return null;
}

/** The body of PRODUCT §7: province only for provincial and municipal, city only for municipal. */
export function toTemplateBody(values: TemplateFormValues): TemplateInput {
  return {
    name: values.name.trim(),
    level: values.level,
    business_type: values.business_type,
    default_validity_months: Number(values.default_validity_months),
    renewal_rule: templateRule(values),
    description: values.description.trim(),
    ...(showsProvince(values.level) ? { province: values.province } : {}),
    ...(showsCity(values.level) ? { city: values.city.trim() } : {}),
  };
}
