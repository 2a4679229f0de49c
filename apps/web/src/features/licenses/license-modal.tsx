import './i18n';
import type { Business, License } from '@lt/core';
import { type FormEvent, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { localToday } from '../../components/ui/plain-date-text';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { LicenseFormFields } from './license-form-fields';
import { licenseFormReducer } from './license-form-reducer';
import { editLicenseForm, newLicenseForm } from './license-form-state';
import { calculationRequest, submission } from './license-form-submission';
import { serverFieldError } from './license-form-validation';
import { useCalculateExpiry } from './use-calculate-expiry';
import { useCreateLicense } from './use-create-license';
import { useUpdateLicense } from './use-update-license';

interface LicenseModalProps {
  /** The licence to edit, or null to add one. */
  license: License | null;
  businesses: readonly Business[];
  /** Closes the modal; it is mounted afresh on every opening, so closing resets the form. */
  onClose: () => void;
}

/** "Add New License" / "Edit License" (PRODUCT §2, §4): the modal form with its expiry calculation. */
export function LicenseModal({ license, businesses: all, onClose }: LicenseModalProps) {
  const { t } = useTranslation('licenses');
  // Only businesses the user may change take a licence (a viewer's are read only).
  const businesses = all.filter((b) => b.role !== 'viewer');
  const [state, dispatch] = useReducer(licenseFormReducer, null, () =>
    license ? editLicenseForm(license) : newLicenseForm(localToday(), businesses),
  );
  const create = useCreateLicense();
  const update = useUpdateLicense();
  const calculate = useCalculateExpiry();
  const saving = create.isPending || update.isPending;

  const onCalculate = () => {
    const result = calculationRequest(state, businesses);
    if ('error' in result) {
      dispatch({ type: 'error', error: result.error });
      return;
    }
    if ('fieldErrors' in result) {
      dispatch({ type: 'fieldErrors', errors: { ...state.fieldErrors, ...result.fieldErrors } });
      return;
    }
    if (state.error === 'calculateNeeds') dispatch({ type: 'error', error: null });
    calculate.mutate(result.request, {
      onSuccess: (data) => dispatch({ type: 'calculated', result: data }),
      onError: (error) => {
        const refused = error instanceof ApiError ? serverFieldError(error.detail) : undefined;
        if (refused) dispatch({ type: 'fieldErrors', errors: { [refused.field]: refused.error } });
        else toast.error(t('messages.calculateFailed'));
      },
    });
  };

  // A refusal that names a field shows next to it (the save hooks then toast nothing).
  const onSaveError = (error: unknown) => {
    const refused = error instanceof ApiError ? serverFieldError(error.detail) : undefined;
    if (refused) dispatch({ type: 'fieldErrors', errors: { [refused.field]: refused.error } });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = submission(state);
    if ('error' in result) {
      dispatch({ type: 'error', error: result.error });
      return;
    }
    if ('fieldErrors' in result) {
      if (state.error) dispatch({ type: 'error', error: null });
      dispatch({ type: 'fieldErrors', errors: result.fieldErrors });
      return;
    }
    if (state.error) dispatch({ type: 'error', error: null });
    const handlers = { onSuccess: onClose, onError: onSaveError };
    if (license) update.mutate({ id: license.id, body: result.body }, handlers);
    else create.mutate(result.body, handlers);
  };

  const submitLabel = license ? t('modal.submitEdit') : t('modal.submitAdd');
  return (
    <Dialog
      open
      title={license ? t('modal.editTitle') : t('modal.addTitle')}
      onClose={onClose}
      closeLabel={t('modal.close')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {state.error && (
          <Alert>{state.error === 'required' ? t('messages.required') : t('messages.calculateNeeds')}</Alert>
        )}
        <LicenseFormFields
          state={state}
          dispatch={dispatch}
          businesses={businesses}
          onCalculate={onCalculate}
          calculating={calculate.isPending}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? t('modal.saving') : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
