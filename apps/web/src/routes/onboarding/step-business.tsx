import '../../features/onboarding/i18n';
import { useTranslation } from 'react-i18next';
import { ActivityField } from '../../features/businesses/activity-field';
import { BusinessNameField } from '../../features/businesses/business-fields';
import type { StepProps } from './step-location';

interface StepBusinessProps extends StepProps {
  /** The step's check failed: say under the activity field when none is chosen. */
  showErrors: boolean;
}

/**
 * Step 3: Business Name and what the business does, picked by typing (issue 27); its Business Type
 * follows from the activity and is shown under it.
 */
export function StepBusiness({ data, update, showErrors }: StepBusinessProps) {
  const { t } = useTranslation('businesses');
  return (
    <div className="space-y-4">
      <BusinessNameField value={data.business_name} onChange={(business_name) => update({ business_name })} />
      <ActivityField
        activity={data.activity}
        onChange={(activity) =>
          update(
            activity
              ? { activity: activity.key, business_type: activity.business_type }
              : { activity: '', business_type: '' },
          )
        }
        error={showErrors && !data.activity ? t('activity.required') : undefined}
      />
    </div>
  );
}
