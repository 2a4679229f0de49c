import './i18n';
import { type Business, LICENSE_LEVELS } from '@lt/core';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Checkbox, Field, inputClasses } from '../../components/ui/field';
import { formatPlainDate } from '../../components/ui/plain-date-text';
import type { LicenseFormAction, LicenseFormState, LicenseFormValues } from './license-form-state';

interface LicenseFormFieldsProps {
  state: LicenseFormState;
  dispatch: Dispatch<LicenseFormAction>;
  businesses: readonly Business[];
  onCalculate: () => void;
  calculating: boolean;
}

type TextField = Exclude<keyof LicenseFormValues, 'expiry_date' | 'reminder_enabled'>;

/** The fields of the add/edit licence form (PRODUCT §2 /app/licenses). */
export function LicenseFormFields({
  state,
  dispatch,
  businesses,
  onCalculate,
  calculating,
}: LicenseFormFieldsProps) {
  const { t } = useTranslation('licenses');
  const { values, suggested } = state;
  const bind = (field: TextField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'change', field, value: event.target.value }),
  });

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label={t('modal.business')} required className="sm:col-span-2">
        {(control) => (
          <select {...control} required className={inputClasses} {...bind('business_id')} data-autofocus="">
            <option value="">{t('modal.selectBusiness')}</option>
            {businesses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.business_name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('modal.name')} required className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="text"
            required
            maxLength={200}
            className={inputClasses}
            {...bind('license_name')}
          />
        )}
      </Field>
      <Field label={t('modal.type')}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={120}
            placeholder={t('modal.typePlaceholder')}
            className={inputClasses}
            {...bind('license_type')}
          />
        )}
      </Field>
      <Field label={t('modal.level')} required>
        {(control) => (
          <select {...control} required className={inputClasses} {...bind('level')}>
            {LICENSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('modal.issued')} required>
        {(control) => (
          <input {...control} type="date" required className={inputClasses} {...bind('issued_date')} />
        )}
      </Field>
      <Field
        label={t('modal.expiry')}
        hint={
          <span role="status">
            {suggested ? t('modal.suggested', { date: formatPlainDate(suggested) }) : t('modal.expiryHint')}
          </span>
        }
      >
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="date"
              min={values.issued_date || undefined}
              className={inputClasses}
              value={values.expiry_date}
              onChange={(event) => dispatch({ type: 'editExpiry', value: event.target.value })}
            />
            <Button variant="secondary" onClick={onCalculate} disabled={calculating} className="shrink-0">
              {calculating ? t('modal.calculating') : t('modal.calculate')}
            </Button>
          </div>
        )}
      </Field>
      <Checkbox
        className="sm:col-span-2"
        label={t('modal.reminders')}
        checked={values.reminder_enabled}
        onChange={(event) =>
          dispatch({ type: 'change', field: 'reminder_enabled', value: event.target.checked })
        }
      />
      <Field label={t('modal.notes')} className="sm:col-span-2">
        {(control) => (
          <textarea {...control} rows={3} maxLength={2000} className={inputClasses} {...bind('notes')} />
        )}
      </Field>
    </div>
  );
}
