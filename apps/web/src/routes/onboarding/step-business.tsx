import { BusinessNameField, BusinessTypeField } from '../../features/businesses/business-fields';
import type { StepProps } from './step-location';

/** Step 3: Business Name and Business Type. */
export function StepBusiness({ data, update }: StepProps) {
  return (
    <div className="space-y-4">
      <BusinessNameField value={data.business_name} onChange={(business_name) => update({ business_name })} />
      <BusinessTypeField value={data.business_type} onChange={(business_type) => update({ business_type })} />
    </div>
  );
}
