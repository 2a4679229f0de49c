import './i18n';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';
import { provinceName } from '../../lib/format';
import { useProvinces } from './use-provinces';

interface ProvinceFieldProps {
  value: string;
  onChange: (province: string) => void;
}

/** The province or territory, from GET /api/locations/provinces, named in the reader's language. */
export function ProvinceField({ value, onChange }: ProvinceFieldProps) {
  const { t, i18n } = useTranslation('locations');
  const provinces = useProvinces();
  return (
    <Field label={t('province')} required>
      {(control) => (
        <select
          {...control}
          required
          className={inputClasses}
          value={value}
          disabled={provinces.isPending}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t('selectProvince')}</option>
          {provinces.data?.map((p) => (
            <option key={p.code} value={p.code}>
              {provinceName(p.code, i18n.language)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
