import '../../features/onboarding/i18n';
import type { LicenseTemplate } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Checkbox, Field, inputClasses } from '../../components/ui/field';
import { needsSmsPhone } from '../../features/onboarding/wizard-state';
import type { StepProps } from './step-location';

interface StepCompleteProps extends StepProps {
  /** The chosen templates, in the order they were chosen. */
  chosen: readonly LicenseTemplate[];
  onIssueDate: (id: string, date: string) => void;
  today: string;
}

/** Step 5: an issue date per chosen licence, and the reminder channels. */
export function StepComplete({ data, update, chosen, onIssueDate, today }: StepCompleteProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-5">
      <p className="text-slate-700">{t('complete.intro')}</p>
      <ul className="space-y-3">
        {chosen.map((template) => (
          <li key={template.id} className="rounded-xl border border-slate-200 p-4">
            <Field
              label={t('complete.issueDate', { name: template.name })}
              hint={t('complete.validity', { count: template.default_validity_months })}
            >
              {(control) => (
                <input
                  {...control}
                  type="date"
                  required
                  max="9999-12-31"
                  className={`${inputClasses} sm:max-w-xs`}
                  value={data.issueDates[template.id] ?? today}
                  onChange={(e) => onIssueDate(template.id, e.target.value)}
                />
              )}
            </Field>
          </li>
        ))}
      </ul>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">{t('complete.notifications')}</legend>
        <Checkbox
          label={t('complete.email')}
          checked={data.email}
          onChange={(e) => update({ email: e.target.checked })}
        />
        <Checkbox
          label={t('complete.sms')}
          checked={data.sms}
          onChange={(e) => update({ sms: e.target.checked })}
        />
        {needsSmsPhone(data) && (
          <Field label={t('complete.smsPhone')} required className="pl-7">
            {(control) => (
              <input
                {...control}
                type="tel"
                required
                autoComplete="tel"
                className={`${inputClasses} sm:max-w-xs`}
                value={data.sms_phone}
                onChange={(e) => update({ sms_phone: e.target.value })}
              />
            )}
          </Field>
        )}
      </fieldset>
    </div>
  );
}
