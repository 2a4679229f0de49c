// Test data and helpers for the onboarding wizard's component tests.
import type { LicenseTemplate, OnboardingTemplate, OnboardingTemplates, RenewalRule } from '@lt/core';
import { initialWizard, type WizardData } from '../../features/onboarding/wizard-state';
import { wizardStorageKey } from '../../features/onboarding/wizard-storage';

const template = (
  id: string,
  name: string,
  level: LicenseTemplate['level'],
  rule: RenewalRule,
): OnboardingTemplate => ({
  id,
  name,
  name_fr: null,
  level,
  business_types: ['Restaurant'],
  activities: ['full_service_restaurant', 'limited_service_restaurant'],
  province: level === 'federal' ? null : 'ON',
  city: level === 'municipal' ? 'Toronto' : null,
  default_validity_months: rule.kind === 'term' ? rule.months : 12,
  renewal_rule: rule,
  description: `${name} description`,
  description_fr: null,
  issuing_authority: null,
  issuing_authority_fr: null,
  source_url: null,
  conditions: [],
  source_checked_on: null,
  confidence: null,
  applies: true,
  question: null,
});

export const templates: OnboardingTemplates = {
  federal: [
    {
      ...template('f1', 'GST/HST registration', 'federal', { kind: 'none' }),
      issuing_authority: 'Canada Revenue Agency',
      source_url: 'https://www.canada.ca/gst',
    },
  ],
  provincial: [
    {
      ...template('p1', 'Liquor sales licence', 'provincial', { kind: 'fixed_date', month: 3, day: 31 }),
      conditions: [{ key: 'sells_alcohol', when: true }],
      applies: null,
      question: 'sells_alcohol',
    },
  ],
  municipal: [template('m1', 'Eating establishment licence', 'municipal', { kind: 'term', months: 12 })],
  questions: [
    {
      key: 'sells_alcohol',
      text: 'Do you sell or serve alcohol?',
      text_fr: 'Vendez-vous ou servez-vous de l’alcool?',
    },
  ],
  no_general_licence: false,
  municipal_note: null,
};

/** The same, in French, with the liquor licence's term unknown (its expiry is the printed date). */
export const printedTemplates: OnboardingTemplates = {
  ...templates,
  provincial: templates.provincial.map((t) => ({
    ...t,
    name_fr: 'Permis d’alcool',
    renewal_rule: { kind: 'printed' },
  })),
};

/** Puts the wizard of user u1 at `step` with everything before it filled in. */
export function seedWizard(step: WizardData['step'], patch: Partial<WizardData> = {}) {
  const data: WizardData = {
    ...initialWizard(),
    step,
    province: 'ON',
    city: 'Toronto',
    full_name: 'Pat Owner',
    address: '1 King St W',
    business_name: step >= 4 ? 'Bistro' : '',
    activity: step >= 4 ? 'full_service_restaurant' : '',
    business_type: step >= 4 ? 'Restaurant' : '',
    prefilled: true,
    ...patch,
  };
  window.sessionStorage.setItem(wizardStorageKey('u1'), JSON.stringify(data));
}
