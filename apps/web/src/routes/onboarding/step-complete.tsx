import '../../features/onboarding/i18n';
import type { LicenseTemplate } from '@lt/core';

import { useTranslation } from 'react-i18next';
import { Checkbox, Field, inputClasses } from '../../components/ui/field';
import { needsSmsPhone } from '../../features/onboarding/wizard-bodies';
import type { LicenseDates } from '../../features/onboarding/wizard-state';
import { useCatalogLanguage } from '../../lib/catalog-language';
import { useRenewalRuleText } from '../../lib/renewal-rule-text';
import { useUniqueId } from '../../lib/unique-id';
import type { StepProps } from './step-location';

interface StepCompleteProps extends StepProps {
  /** The chosen templates, in the order they were chosen. */
  chosen: readonly LicenseTemplate[];
  onDates: (id: string, patch: Partial<Omit<LicenseDates, 'noExpiry' | 'printed'>>) => void;
  today: string;
}

/**
 * Step 5 (decision 013): per chosen licence, by its name in the reader's language, its rule in words
 * and the expiry date printed on it, or "I don't know" and its issue date; nothing for a licence
 * with no expiry; only the printed date for a licence whose term is not known (rule "printed":
 * nothing to calculate an expiry from). Then the reminder channels.
 */
export function StepComplete({ data, update, chosen, onDates, today }: StepCompleteProps) {
  const { t } = useTranslation('onboarding');
  const ruleText = useRenewalRuleText();
  const { pick } = useCatalogLanguage();
  // Ids for fields that come and go with "I don't know" (see Field's `id`).
  const baseId = useUniqueId();
  return (
    <div className="space-y-5">
      <p className="text-slate-700">{t('complete.intro')}</p>
      <ul className="space-y-3">
        {chosen.map((template) => {
          const dates = data.dates[template.id];
          const noExpiry = template.renewal_rule.kind === 'none';
          const printed = template.renewal_rule.kind === 'printed';
          const unknown = !printed && (dates?.unknownExpiry ?? false);
          const id = `${baseId}-${template.id}`;
          const name = pick(template.name, template.name_fr);
          return (
            <li key={template.id} className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{name}</h3>
              <p className="text-sm font-medium text-slate-700">{ruleText(template.renewal_rule)}</p>
              {noExpiry ? (
                <p className="mt-1 text-sm text-slate-600">{t('complete.noExpiry')}</p>
              ) : (
                <div className="mt-3 space-y-3">
                  {!unknown && (
                    <Field
                      id={`${id}-expiry`}
                      label={t('complete.expiryDate', { name })}
                      required={printed}
                      hint={printed ? t('complete.printedOnly') : undefined}
                    >
                      {(control) => (
                        <input
                          {...control}
                          type="date"
                          required
                          max="9999-12-31"
                          className={`${inputClasses} sm:max-w-xs`}
                          value={dates?.expiry_date ?? ''}
                          onChange={(e) => onDates(template.id, { expiry_date: e.target.value })}
                        />
                      )}
                    </Field>
                  )}
                  {!printed && (
                    <Checkbox
                      id={`${id}-unknown`}
                      label={t('complete.unknown')}
                      aria-label={t('complete.unknownNamed', { name })}
                      checked={unknown}
                      onChange={(e) => onDates(template.id, { unknownExpiry: e.target.checked })}
                    />
                  )}
                  {unknown && (
                    <Field
                      id={`${id}-issued`}
                      label={t('complete.issueDate', { name })}
                      hint={t('complete.issueHint')}
                    >
                      {(control) => (
                        <input
                          {...control}
                          type="date"
                          required
                          max="9999-12-31"
                          className={`${inputClasses} sm:max-w-xs`}
                          value={dates?.issued_date || today}
                          onChange={(e) => onDates(template.id, { issued_date: e.target.value })}
                        />
                      )}
                    </Field>
                  )}
                </div>
              )}
            </li>
          );
        })}
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
