import './i18n';
import type { License } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClasses } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { useLicenceNames } from '../../lib/licence-names';
import { useRenewalRuleText } from '../../lib/renewal-rule-text';
import { serverFieldError } from './license-form-validation';
import { type RenewFieldErrors, type RenewFormValues, renewBody, renewProposal } from './renew-form';
import { RenewalFactsBody } from './renewal-facts';
import { useRenewLicense } from './use-renew-license';

interface RenewDialogProps {
  license: License;
  /** Today's date where the business is: the proposal starts from it when the licence has lapsed. */
  today: string;
  onClose: () => void;
}

/** "Renew": the proposed new period (editable) and the licence number; mounted afresh on each opening. */
export function RenewDialog({ license, today, onClose }: RenewDialogProps) {
  const { t } = useTranslation('licenses');
  const names = useLicenceNames();
  const ruleText = useRenewalRuleText();
  const [values, setValues] = useState<RenewFormValues>(() => renewProposal(license, today));
  // Messages next to the dates, already in words.
  const [errors, setErrors] = useState<Partial<Record<'issued_date' | 'expiry_date', string>>>({});
  const renew = useRenewLicense();

  const printed = license.renewal_rule.kind === 'printed';
  const message = (error: RenewFieldErrors['issued_date']) =>
    error === 'expiryBeforeIssue'
      ? t('modal.errors.expiryBeforeIssue')
      : error
        ? t('renewDialog.required')
        : undefined;
  const expiryMessage = (error: RenewFieldErrors['expiry_date']) =>
    error === 'required' && printed ? t('renewDialog.printedHint') : message(error);

  const set = (patch: Partial<RenewFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (renew.isPending) return;
    const result = renewBody(values);
    if ('errors' in result) {
      setErrors({
        issued_date: message(result.errors.issued_date),
        expiry_date: expiryMessage(result.errors.expiry_date),
      });
      return;
    }
    renew.mutate(
      { id: license.id, body: result.body },
      {
        onSuccess: onClose,
        onError: (error) => {
          // The hook toasts anything else.
          const refused = error instanceof ApiError ? serverFieldError(error.detail) : undefined;
          if (refused?.field !== 'expiry_date' && refused?.field !== 'issued_date') return;
          setErrors({
            [refused.field]:
              refused.error.key === 'refused'
                ? t('modal.errors.refused', { reason: refused.error.reason })
                : refused.error.key === 'expiryPrinted'
                  ? t('renewDialog.printedHint')
                  : message(refused.error.key === 'expiryBeforeIssue' ? 'expiryBeforeIssue' : 'required'),
          });
        },
      },
    );
  };

  return (
    <Dialog
      open
      title={t('renewDialog.title', { name: names.name(license) })}
      onClose={onClose}
      closeLabel={t('renewDialog.close')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-700">{t('renewDialog.intro')}</p>
        <p className="text-sm font-medium text-slate-800">{ruleText(license.renewal_rule)}</p>
        {license.template_id && (
          // What the person renewing needs at hand: the fee, the late penalty, how to renew (decision 044).
          <section aria-label={t('renewalFacts.title')} className="rounded-md bg-slate-50 p-3">
            <h3 className="mb-1 text-sm font-semibold text-slate-900">{t('renewalFacts.title')}</h3>
            <RenewalFactsBody license={license} />
          </section>
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t('renewDialog.issued')} required error={errors.issued_date}>
            {(control) => (
              <input
                {...control}
                type="date"
                required
                max="9999-12-31"
                data-autofocus=""
                className={inputClasses}
                value={values.issued_date}
                onChange={(e) => set({ issued_date: e.target.value })}
              />
            )}
          </Field>
          <Field
            label={t('renewDialog.expiry')}
            required
            error={errors.expiry_date}
            // No known term: nothing is proposed, the date comes off the renewed licence.
            hint={printed ? t('renewDialog.printedHint') : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                required
                min={values.issued_date || undefined}
                max="9999-12-31"
                className={inputClasses}
                value={values.expiry_date}
                onChange={(e) => set({ expiry_date: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('renewDialog.licenseNumber')} className="sm:col-span-2">
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={100}
                autoComplete="off"
                className={inputClasses}
                value={values.license_number}
                onChange={(e) => set({ license_number: e.target.value })}
              />
            )}
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('renewDialog.cancel')}
          </Button>
          <Button type="submit" disabled={renew.isPending} aria-busy={renew.isPending}>
            {renew.isPending ? t('renewDialog.saving') : t('renewDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
