import './i18n';
import {
  type Business,
  LICENSE_LEVELS,
  MAX_REMINDER_LEAD_DAYS,
  MAX_REMINDER_LEAD_TIMES,
  MAX_RENEWAL_TERM_MONTHS,
  MIN_TEMPLATE_VALIDITY_MONTHS,
  RENEWAL_RULE_KINDS,
  type RenewalRuleKind,
} from '@lt/core';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Checkbox, Field, inputClasses } from '../../components/ui/field';
import { FixedDateFields } from '../../components/ui/fixed-date-fields';
import { formatPlainDate } from '../../components/ui/plain-date-text';
import { useUniqueId } from '../../lib/unique-id';
import { EstimatedMarker } from './expiry-cell';
import type { LicenseFormAction } from './license-form-reducer';
import {
  type LicenseFieldError,
  type LicenseFormState,
  type LicenseFormValues,
  usesDefaultTerm,
} from './license-form-state';
import { ReminderDaysFields } from './reminder-days-fields';

interface LicenseFormFieldsProps {
  state: LicenseFormState;
  dispatch: Dispatch<LicenseFormAction>;
  businesses: readonly Business[];
  onCalculate: () => void;
  calculating: boolean;
}

type TextField = Exclude<
  keyof LicenseFormValues,
  'expiry_date' | 'reminder_enabled' | 'reminder_days' | 'rule_kind'
>;

/** A field's message in words, from its error key (see license-form-state's LicenseFieldError). */
function useFieldErrorText() {
  const { t } = useTranslation('licenses');
  return (error: LicenseFieldError | undefined): string | undefined => {
    if (!error) return undefined;
    switch (error.key) {
      case 'refused':
        return t('modal.errors.refused', { reason: error.reason });
      case 'ruleMonths':
        return t('modal.errors.ruleMonths', {
          min: MIN_TEMPLATE_VALIDITY_MONTHS,
          max: MAX_RENEWAL_TERM_MONTHS,
        });
      case 'reminderDays':
        return t('modal.errors.reminderDays', {
          count: MAX_REMINDER_LEAD_TIMES,
          max: MAX_REMINDER_LEAD_DAYS,
        });
      default:
        return t(`modal.errors.${error.key}`);
    }
  };
}

/** The fields of the add/edit licence form (PRODUCT §2 /app/licenses, decision 013). */
export function LicenseFormFields({
  state,
  dispatch,
  businesses,
  onCalculate,
  calculating,
}: LicenseFormFieldsProps) {
  const { t, i18n } = useTranslation('licenses');
  const errorText = useFieldErrorText();
  const { values, suggested, fieldErrors } = state;
  const noExpiry = values.rule_kind === 'none';
  // No known term: the expiry printed on the licence is required and nothing is calculated.
  const printed = values.rule_kind === 'printed';
  // Ids for the fields that come and go with the rule's kind (see Field's `id`).
  const ruleId = useUniqueId();
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

      <fieldset className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('modal.renewal')}</legend>
        <Field
          label={t('modal.ruleKind')}
          className="sm:col-span-2"
          error={errorText(fieldErrors.renewal_rule)}
        >
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={values.rule_kind}
              onChange={(e) => dispatch({ type: 'ruleKind', kind: e.target.value as RenewalRuleKind })}
            >
              {RENEWAL_RULE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`modal.ruleKinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.rule_kind === 'term' && (
          <Field label={t('modal.ruleMonths')} id={`${ruleId}-months`}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={MIN_TEMPLATE_VALIDITY_MONTHS}
                max={MAX_RENEWAL_TERM_MONTHS}
                className={inputClasses}
                {...bind('rule_months')}
              />
            )}
          </Field>
        )}
        {values.rule_kind === 'fixed_date' && (
          <FixedDateFields
            idPrefix={ruleId}
            labels={{ day: t('modal.ruleDay'), month: t('modal.ruleMonth') }}
            day={values.rule_day}
            month={values.rule_month}
            onDay={(value) => dispatch({ type: 'change', field: 'rule_day', value })}
            onMonth={(value) => dispatch({ type: 'change', field: 'rule_month', value })}
            language={i18n.language}
            className="grid grid-cols-2 gap-3 sm:col-span-2 sm:max-w-sm"
          />
        )}
        <Field label={t('modal.issued')} required error={errorText(fieldErrors.issued_date)}>
          {(control) => (
            <input {...control} type="date" required className={inputClasses} {...bind('issued_date')} />
          )}
        </Field>
        <Field
          label={t('modal.expiry')}
          required={printed}
          error={errorText(fieldErrors.expiry_date)}
          hint={
            <span role="status">
              {noExpiry
                ? t('modal.expiryNone')
                : printed
                  ? t('modal.expiryPrinted')
                  : suggested
                    ? t('modal.suggested', { date: formatPlainDate(suggested) })
                    : usesDefaultTerm(state)
                      ? t('modal.defaultTerm')
                      : t('modal.expiryHint')}
              {!noExpiry && state.estimated && values.expiry_date && <EstimatedMarker />}
            </span>
          }
        >
          {(control) => (
            <div className="flex gap-2">
              <input
                {...control}
                type="date"
                required={printed}
                min={values.issued_date || undefined}
                disabled={noExpiry}
                className={inputClasses}
                value={values.expiry_date}
                onChange={(event) => dispatch({ type: 'editExpiry', value: event.target.value })}
              />
              <Button
                variant="secondary"
                onClick={onCalculate}
                disabled={calculating || noExpiry || printed}
                className="shrink-0"
              >
                {calculating ? t('modal.calculating') : t('modal.calculate')}
              </Button>
            </div>
          )}
        </Field>
      </fieldset>

      <Field label={t('modal.licenseNumber')}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={100}
            autoComplete="off"
            className={inputClasses}
            {...bind('license_number')}
          />
        )}
      </Field>
      <Field label={t('modal.authority')}>
        {(control) => (
          <input {...control} type="text" maxLength={200} className={inputClasses} {...bind('authority')} />
        )}
      </Field>
      <Field label={t('modal.sourceUrl')} className="sm:col-span-2" error={errorText(fieldErrors.source_url)}>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            maxLength={2000}
            placeholder={t('modal.sourceUrlPlaceholder')}
            className={inputClasses}
            {...bind('source_url')}
          />
        )}
      </Field>

      <ReminderDaysFields state={state} dispatch={dispatch} error={errorText(fieldErrors.reminder_days)} />
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
