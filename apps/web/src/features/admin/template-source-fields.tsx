import './i18n';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';
import type { TemplateFieldGroupProps } from './template-form-state';

/**
 * The template's French name and description, who issues it (in both languages) and its official
 * page (issues 15, 19 and 27).
 */
export function TemplateSourceFields({ values, set, error, control }: TemplateFieldGroupProps) {
  const { t } = useTranslation('admin');
  const text = (
    field: 'name_fr' | 'issuing_authority' | 'issuing_authority_fr' | 'source_url',
    label: 'form.nameFr' | 'form.authority' | 'form.authorityFr' | 'form.sourceUrl',
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
      {text('issuing_authority_fr', 'form.authorityFr', 300)}
      {text('source_url', 'form.sourceUrl', 2000)}
    </>
  );
}
