import '../../features/businesses/i18n';
import '../../features/workspaces/i18n';
import type { Business } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClasses } from '../../components/ui/field';
import { ActivityField } from '../../features/businesses/activity-field';
import { BusinessNameField } from '../../features/businesses/business-fields';
import {
  type BusinessFormValues,
  businessFormFrom,
  businessSubmission,
  emptyBusinessForm,
  withActivity,
} from '../../features/businesses/business-form-state';
import { useCreateBusiness } from '../../features/businesses/use-create-business';
import { useUpdateBusiness } from '../../features/businesses/use-update-business';
import { CityField } from '../../features/locations/city-field';
import { PostalCodeField } from '../../features/locations/postal-code-field';
import { ProvinceField } from '../../features/locations/province-field';
import { useWorkspaces } from '../../features/workspaces/use-workspaces';
import { workspaceName } from '../../lib/workspace-name';

interface BusinessModalProps {
  /** The business to edit, or null to add one. */
  business: Business | null;
  /** Mounted afresh on every opening, so closing resets the form. */
  onClose: () => void;
}

/** "Add New Business" / "Edit Business": another location for a multi-location operator. */
export function BusinessModal({ business, onClose }: BusinessModalProps) {
  const { t } = useTranslation('businesses');
  const [values, setValues] = useState<BusinessFormValues>(() =>
    business ? businessFormFrom(business) : emptyBusinessForm(),
  );
  const [missing, setMissing] = useState(false);
  // A new business goes to the personal workspace unless the user picks another they edit in.
  const workspaces = useWorkspaces({ enabled: !business });
  const editable = (workspaces.data ?? []).filter((w) => w.role !== 'viewer');
  const [workspaceId, setWorkspaceId] = useState('');
  const { t: tw } = useTranslation('workspaces');
  const create = useCreateBusiness();
  const navigate = useNavigate();
  const update = useUpdateBusiness();
  const saving = create.isPending || update.isPending;
  const change = (patch: Partial<BusinessFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = businessSubmission(values);
    setMissing('error' in result);
    if ('error' in result) return;
    if (business) update.mutate({ id: business.id, body: result.body }, { onSuccess: onClose });
    else
      create.mutate(workspaceId ? { ...result.body, workspace_id: workspaceId } : result.body, {
        // Next: the new business's page, where the catalogue suggests its licences (issue 14).
        onSuccess: (created) => {
          onClose();
          navigate(`/app/businesses/${encodeURIComponent(created.id)}?added=1`);
        },
      });
  };

  return (
    <Dialog
      open
      title={business ? t('modal.editTitle') : t('modal.addTitle')}
      onClose={onClose}
      closeLabel={t('modal.close')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {missing && <Alert>{t('messages.required')}</Alert>}
        {!business && editable.length > 1 && (
          <Field label={tw('title')}>
            {(control) => (
              <select
                {...control}
                className={inputClasses}
                value={workspaceId || editable[0]!.id}
                onChange={(e) => setWorkspaceId(e.target.value)}
              >
                {editable.map((w) => (
                  <option key={w.id} value={w.id}>
                    {workspaceName(w, tw('personalName'))}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <BusinessNameField
          value={values.business_name}
          onChange={(business_name) => change({ business_name })}
        />
        {/* What it does (issue 27): the type follows from it; one stored before activities shows its type. */}
        <ActivityField
          activity={values.activity}
          businessType={values.business_type}
          onChange={(activity) => setValues((v) => withActivity(v, activity))}
          error={missing && !values.activity && !values.business_type ? t('activity.required') : undefined}
        />
        {/* A new province makes the old city meaningless: start the city afresh. */}
        <ProvinceField value={values.province} onChange={(province) => change({ province, city: '' })} />
        <CityField province={values.province} value={values.city} onChange={(city) => change({ city })} />
        <PostalCodeField value={values.postal_code} onChange={(postal_code) => change({ postal_code })} />
        <Field label={t('address')}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={300}
              autoComplete="street-address"
              className={inputClasses}
              value={values.address}
              onChange={(e) => change({ address: e.target.value })}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? t('modal.saving') : business ? t('modal.submitEdit') : t('modal.submitAdd')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
