import '../../features/onboarding/i18n';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';
import { useProvinces } from '../../features/locations/use-provinces';
import type { WizardData } from '../../features/onboarding/wizard-state';
import { CityField } from './city-field';

export interface StepProps {
  data: WizardData;
  update: (patch: Partial<WizardData>) => void;
}

/** Step 1: province, city (typeahead) and an optional postal code. */
export function StepLocation({ data, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const provinces = useProvinces();
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('location.canadaOnly')}</p>
      <Field label={t('location.province')} required>
        {(control) => (
          <select
            {...control}
            required
            className={inputClasses}
            value={data.province}
            disabled={provinces.isPending}
            onChange={(e) => update({ province: e.target.value })}
          >
            <option value="">{t('location.selectProvince')}</option>
            {provinces.data?.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <CityField province={data.province} value={data.city} onChange={(city) => update({ city })} />
      <Field
        label={
          <>
            {t('location.postalCode')}{' '}
            <span className="font-normal text-slate-600">{t('location.optional')}</span>
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="postal-code"
            maxLength={10}
            placeholder={t('location.postalPlaceholder')}
            className={`${inputClasses} uppercase`}
            value={data.postal_code}
            onChange={(e) => update({ postal_code: e.target.value.toUpperCase() })}
          />
        )}
      </Field>
    </div>
  );
}
