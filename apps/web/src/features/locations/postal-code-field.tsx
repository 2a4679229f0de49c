import './i18n';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';

interface PostalCodeFieldProps {
  value: string;
  onChange: (postalCode: string) => void;
}

/** The optional postal code, uppercased as it is typed (PRODUCT §5). */
export function PostalCodeField({ value, onChange }: PostalCodeFieldProps) {
  const { t } = useTranslation('locations');
  return (
    <Field
      label={
        <>
          {t('postalCode')} <span className="font-normal text-slate-600">{t('optional')}</span>
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="postal-code"
          maxLength={10}
          placeholder={t('postalPlaceholder')}
          className={`${inputClasses} uppercase`}
          value={value}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
      )}
    </Field>
  );
}
