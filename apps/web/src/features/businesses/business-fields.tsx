import './i18n';
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
