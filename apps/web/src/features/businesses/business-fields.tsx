import './i18n';
import { BUSINESS_TYPES, displayBusinessType } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
}

export function BusinessNameField({ value, onChange }: TextFieldProps) {
  const { t } = useTranslation('businesses');
  return (
    <Field label={t('name')} required>
      {(control) => (
        <input
          {...control}
          type="text"
          required
          maxLength={200}
          autoComplete="organization"
          className={inputClasses}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** One of the seven business types (PRODUCT §2); a stored value with underscores still shows. */
export function BusinessTypeField({ value, onChange }: TextFieldProps) {
  const { t } = useTranslation('businesses');
  const known = value === '' || (BUSINESS_TYPES as readonly string[]).includes(value);
  return (
    <Field label={t('type')} required>
      {(control) => (
        <select
          {...control}
          required
          className={inputClasses}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t('selectType')}</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
          {!known && <option value={value}>{displayBusinessType(value)}</option>}
        </select>
      )}
    </Field>
  );
}
