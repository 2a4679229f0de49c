import '../../features/onboarding/i18n';
import { useTranslation } from 'react-i18next';
import { CityField } from '../../features/locations/city-field';
import { PostalCodeField } from '../../features/locations/postal-code-field';
import { ProvinceField } from '../../features/locations/province-field';
import type { WizardData } from '../../features/onboarding/wizard-state';

export interface StepProps {
  data: WizardData;
  update: (patch: Partial<WizardData>) => void;
}

/** Step 1: province, city (typeahead) and an optional postal code. */
export function StepLocation({ data, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('location.canadaOnly')}</p>
      <ProvinceField value={data.province} onChange={(province) => update({ province })} />
      <CityField province={data.province} value={data.city} onChange={(city) => update({ city })} />
      <PostalCodeField value={data.postal_code} onChange={(postal_code) => update({ postal_code })} />
    </div>
  );
}
