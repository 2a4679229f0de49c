import '../../features/onboarding/i18n';
import type { LicenseTemplate, OnboardingTemplates } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/field';
import { useRenewalRuleText } from '../../lib/renewal-rule-text';

interface StepLicensesProps {
  templates: OnboardingTemplates;
  selected: readonly string[];
  onToggle: (template: LicenseTemplate) => void;
}

const GROUPS = ['federal', 'provincial', 'municipal'] as const;

/**
 * Step 4: the templates that apply, grouped Federal, Provincial, Municipal, each a checkbox with
 * its renewal rule in words ("Renews every year on 31 March", "No expiry").
 */
export function StepLicenses({ templates, selected, onToggle }: StepLicensesProps) {
  const { t } = useTranslation('onboarding');
  const ruleText = useRenewalRuleText();
  return (
    <div className="space-y-5">
      {GROUPS.map((level) => (
        <fieldset key={level} className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">
            {t(`licenses.groups.${level}`)}
          </legend>
          {templates[level].length === 0 ? (
            <p className="text-sm text-slate-600">{t('licenses.none')}</p>
          ) : (
            <ul className="space-y-3">
              {templates[level].map((template) => (
                <li key={template.id}>
                  <Checkbox
                    label={template.name}
                    description={
                      <>
                        <span className="block font-medium text-slate-700">
                          {ruleText(template.renewal_rule)}
                        </span>
                        {template.description}
                      </>
                    }
                    checked={selected.includes(template.id)}
                    onChange={() => onToggle(template)}
                  />
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ))}
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        {t('licenses.selected', { count: selected.length })}
      </p>
    </div>
  );
}
