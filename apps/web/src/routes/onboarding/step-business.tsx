import '../../features/onboarding/i18n';
import { BUSINESS_TYPES } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Field, inputClasses } from '../../components/ui/field';
import type { StepProps } from './step-location';

/** Step 3: Business Name and Business Type. */
export function StepBusiness({ data, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-4">
      <Field label={t('business.name')} required>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            maxLength={200}
            autoComplete="organization"
            className={inputClasses}
            value={data.business_name}
            onChange={(e) => update({ business_name: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('business.type')} required>
        {(control) => (
          <select
            {...control}
            required
            className={inputClasses}
            value={data.business_type}
            onChange={(e) => update({ business_type: e.target.value })}
          >
            <option value="">{t('business.selectType')}</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`business.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
