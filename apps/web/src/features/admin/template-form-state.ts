import {
  type AdminTemplate,
  DEFAULT_TEMPLATE_VALIDITY_MONTHS,
  displayBusinessType,
  type LicenseLevel,
  MIN_TEMPLATE_VALIDITY_MONTHS,
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
}

export const EMPTY_TEMPLATE_FORM: TemplateFormValues = {
  name: '',
  description: '',
  level: 'municipal',
  business_type: '',
  province: '',
  city: '',
  default_validity_months: String(DEFAULT_TEMPLATE_VALIDITY_MONTHS),
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
  };
}

export type TemplateFormProblem = 'required' | 'validityMin' | 'province' | 'city';

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
    description: values.description.trim(),
    ...(showsProvince(values.level) ? { province: values.province } : {}),
    ...(showsCity(values.level) ? { city: values.city.trim() } : {}),
  };
}
