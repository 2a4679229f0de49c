import './i18n';
import {
  LICENSE_LEVELS,
  type LicenseLevel,
  MAX_RENEWAL_TERM_MONTHS,
  PROVINCE_CODES,
  RENEWAL_RULE_KINDS,
  type RenewalRuleKind,
  type TemplateInput,
} from '@lt/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import { FixedDateFields } from '../../components/ui/fixed-date-fields';
import { provinceName } from '../../lib/format';
import { useUniqueId } from '../../lib/unique-id';
import { TemplateActivitiesField } from './template-activities-field';
import { TemplateCityField } from './template-city-field';
import { TemplateConditionsField } from './template-conditions-field';
import { TemplateDayFactsFields } from './template-day-facts-fields';
import {
  showsCity,
  showsProvince,
  type TemplateFormProblem,
  type TemplateFormValues,
  toTemplateBody,
  validateTemplateForm,
} from './template-form-state';
import { TemplateSourceFields } from './template-source-fields';

interface TemplateFormProps {
  initial: TemplateFormValues;
  isEditing: boolean;
  pending: boolean;
  onSubmit: (body: TemplateInput) => void;
  onCancel: () => void;
}

/** The fields of the Add/Edit Template modal (PRODUCT §2, §4, §5). */
export function TemplateForm({ initial, isEditing, pending, onSubmit, onCancel }: TemplateFormProps) {
  const { t, i18n } = useTranslation('admin');
  // Ids for the fixed-date fields, which come and go with the rule (see Field's `id`).
  const ruleId = useUniqueId();
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<keyof TemplateFormValues | null>(null);
  const [problem, setProblem] = useState<TemplateFormProblem | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof TemplateFormValues>(key: K, value: TemplateFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (invalid === key) setInvalid(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateTemplateForm(values);
    if (check) {
      setInvalid(check.field);
      setProblem(check.problem);
      formRef.current
        ?.querySelector<HTMLElement>(`[name="${check.field}"], [data-field="${check.field}"]`)
        ?.focus();
      return;
    }
    onSubmit(toTemplateBody(values));
  };

  /** The message of the field that failed the last check, shown under it. */
  const errorOf = (field: keyof TemplateFormValues) =>
    invalid === field && problem ? t(`validation.${problem}`, { max: MAX_RENEWAL_TERM_MONTHS }) : undefined;

  const control = (field: keyof TemplateFormValues) => ({
    name: field,
    'aria-invalid': invalid === field ? (true as const) : undefined,
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={t('form.name')} required error={errorOf('name')} className="sm:col-span-2">
        {(props) => (
          <input
            {...props}
            {...control('name')}
            data-autofocus
            required
            maxLength={200}
            className={inputClasses}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('form.description')} className="sm:col-span-2">
        {(props) => (
          <textarea
            {...props}
            {...control('description')}
            rows={3}
            maxLength={2000}
            className={inputClasses}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('form.level')} required>
        {(props) => (
          <select
            {...props}
            {...control('level')}
            required
            className={inputClasses}
            value={values.level}
            onChange={(e) => set('level', e.target.value as LicenseLevel)}
          >
            {LICENSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TemplateActivitiesField
        appliesTo={values.applies_to}
        activities={values.activities}
        onAppliesTo={(value) => set('applies_to', value)}
        onActivities={(keys) => set('activities', keys)}
        error={invalid === 'activities' ? t('validation.required') : undefined}
      />
      <TemplateConditionsField conditions={values.conditions} onChange={(c) => set('conditions', c)} />
      {showsProvince(values.level) && (
        <Field label={t('form.province')} required error={errorOf('province')}>
          {(props) => (
            <select
              {...props}
              {...control('province')}
              required
              className={inputClasses}
              value={values.province}
              onChange={(e) => set('province', e.target.value)}
            >
              <option value="">{t('form.selectProvince')}</option>
              {PROVINCE_CODES.map((code) => (
                <option key={code} value={code}>
                  {provinceName(code, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {showsCity(values.level) && (
        <TemplateCityField
          province={values.province}
          value={values.city}
          onChange={(city) => set('city', city)}
          error={errorOf('city')}
          invalid={control('city')['aria-invalid']}
        />
      )}
      <Field label={t('form.validity')} required error={errorOf('default_validity_months')}>
        {(props) => (
          <input
            {...props}
            {...control('default_validity_months')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            className={inputClasses}
            value={values.default_validity_months}
            onChange={(e) => set('default_validity_months', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('form.ruleKind')}>
        {(props) => (
          <select
            {...props}
            {...control('rule_kind')}
            className={inputClasses}
            value={values.rule_kind}
            onChange={(e) => set('rule_kind', e.target.value as RenewalRuleKind)}
          >
            {RENEWAL_RULE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`form.ruleKinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {values.rule_kind === 'fixed_date' && (
        <FixedDateFields
          idPrefix={ruleId}
          labels={{ day: t('form.ruleDay'), month: t('form.ruleMonth') }}
          day={values.rule_day}
          month={values.rule_month}
          onDay={(value) => set('rule_day', value)}
          onMonth={(value) => set('rule_month', value)}
          language={i18n.language}
          dayError={errorOf('rule_day')}
          dayControl={control('rule_day')}
          monthControl={control('rule_month')}
        />
      )}
      <TemplateSourceFields values={values} set={set} error={errorOf} control={control} />
      <TemplateDayFactsFields values={values} set={set} error={errorOf} control={control} />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('form.saving') : isEditing ? t('form.update') : t('form.add')}
        </Button>
      </div>
    </form>
  );
}
