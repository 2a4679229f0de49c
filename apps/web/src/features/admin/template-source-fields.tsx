import './i18n';
import { ACTIVITY_QUESTIONS } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';
import type { TemplateFormValues } from './template-form-state';

interface TemplateSourceFieldsProps {
  values: TemplateFormValues;
  set: <K extends keyof TemplateFormValues>(key: K, value: TemplateFormValues[K]) => void;
  error: (field: keyof TemplateFormValues) => string | undefined;
  control: (field: keyof TemplateFormValues) => { name: string; 'aria-invalid': true | undefined };
}

/**
 * The template's French name and description, who issues it, its official page and the activity
 * question that decides it (issues 15 and 19).
 */
export function TemplateSourceFields({ values, set, error, control }: TemplateSourceFieldsProps) {
  const { t } = useTranslation('admin');
  const text = (
    field: 'name_fr' | 'issuing_authority' | 'source_url',
    label: 'form.nameFr' | 'form.authority' | 'form.sourceUrl',
    max: number,
  ) => (
    <Field label={t(label)} error={error(field)} className="sm:col-span-2">
      {(props) => (
        <input
          {...props}
          {...control(field)}
          type={field === 'source_url' ? 'url' : 'text'}
          maxLength={max}
          className={inputClasses}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <>
      {text('name_fr', 'form.nameFr', 200)}
      <Field label={t('form.descriptionFr')} className="sm:col-span-2">
        {(props) => (
          <textarea
            {...props}
            {...control('description_fr')}
            rows={2}
            maxLength={2000}
            className={inputClasses}
            value={values.description_fr}
            onChange={(e) => set('description_fr', e.target.value)}
          />
        )}
      </Field>
      {text('issuing_authority', 'form.authority', 300)}
      {text('source_url', 'form.sourceUrl', 2000)}
      <Field label={t('form.condition')}>
        {(props) => (
          <select
            {...props}
            {...control('condition_key')}
            className={inputClasses}
            value={values.condition_key}
            onChange={(e) => set('condition_key', e.target.value)}
          >
            <option value="">{t('form.conditionNone')}</option>
            {ACTIVITY_QUESTIONS.map((question) => (
              <option key={question.key} value={question.key}>
                {question.text}
              </option>
            ))}
          </select>
        )}
      </Field>
      {values.condition_key && (
        <Field label={t('form.conditionWhen')}>
          {(props) => (
            <select
              {...props}
              {...control('condition_when')}
              className={inputClasses}
              value={values.condition_when}
              onChange={(e) => set('condition_when', e.target.value as 'yes' | 'no')}
            >
              <option value="yes">{t('form.conditionYes')}</option>
              <option value="no">{t('form.conditionNo')}</option>
            </select>
          )}
        </Field>
      )}
    </>
  );
}
