import './i18n';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';
import type { TemplateFieldGroupProps } from './template-form-state';

type DayFactField =
  | 'fee'
  | 'fee_fr'
  | 'late_penalty'
  | 'late_penalty_fr'
  | 'how_to_renew'
  | 'how_to_renew_fr';
type DayFactLabel =
  | 'form.fee'
  | 'form.feeFr'
  | 'form.latePenalty'
  | 'form.latePenaltyFr'
  | 'form.howToRenew'
  | 'form.howToRenewFr';

/**
 * The fee, what happens when it is late and how to renew, each in English and French, and the
 * renewal page (decision 044): what licence owners read on their licence and in the reminder e-mail.
 */
export function TemplateDayFactsFields({ values, set, error, control }: TemplateFieldGroupProps) {
  const { t } = useTranslation('admin');
  const text = (field: DayFactField, label: DayFactLabel, max: number, rows: number) => (
    <Field key={field} label={t(label)} className="sm:col-span-2">
      {(props) => (
        <textarea
          {...props}
          {...control(field)}
          rows={rows}
          maxLength={max}
          className={inputClasses}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900">{t('form.dayFacts')}</legend>
      <p className="text-xs text-slate-600">{t('form.dayFactsHint')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {text('fee', 'form.fee', 500, 1)}
        {text('fee_fr', 'form.feeFr', 500, 1)}
        {text('late_penalty', 'form.latePenalty', 1000, 2)}
        {text('late_penalty_fr', 'form.latePenaltyFr', 1000, 2)}
        {text('how_to_renew', 'form.howToRenew', 2000, 3)}
        {text('how_to_renew_fr', 'form.howToRenewFr', 2000, 3)}
        <Field label={t('form.renewalUrl')} error={error('renewal_url')} className="sm:col-span-2">
          {(props) => (
            <input
              {...props}
              {...control('renewal_url')}
              type="url"
              maxLength={2000}
              className={inputClasses}
              value={values.renewal_url}
              onChange={(e) => set('renewal_url', e.target.value)}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
