import './i18n';
import { confirmsAccountEmail, type UserProfile } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClasses } from '../../components/ui/field';
import { useUniqueId } from '../../lib/unique-id';
import { useDeleteAccount } from './use-delete-account';

/**
 * Delete Account (the Terms' "account deletion feature"): the button wakes only once the e-mail
 * typed matches the account's, as the server also checks, and asks once more before anything is
 * deleted (issue 30); the page the user lands on after the sign-out says it was done.
 */
export function DeleteAccount({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const headingId = useUniqueId();
  const [typed, setTyped] = useState('');
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAccount();
  const matches = confirmsAccountEmail(typed, profile.email);
  const busy = remove.isPending || remove.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || busy) return;
    setAsking(true);
  };
  const onConfirm = () => {
    if (busy) return;
    // Closed on a refusal, so its reason (a toast) is read on the page it concerns.
    remove.mutate(typed, { onError: () => setAsking(false) });
  };

  return (
    <Card as="section" className="border-red-200 p-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-red-800">
        {t('deleteAccount.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('deleteAccount.body')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          className="sm:flex-1"
          label={profile.email ? t('deleteAccount.confirm') : t('deleteAccount.confirmNoEmail')}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              className={inputClasses}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="danger" disabled={!matches || busy}>
          {remove.isPending ? t('deleteAccount.deleting') : t('deleteAccount.submit')}
        </Button>
      </form>
      <Dialog
        open={asking}
        title={t('deleteAccountDialog.title')}
        onClose={() => !busy && setAsking(false)}
        closeLabel={t('deleteAccountDialog.close')}
      >
        <p className="text-sm text-slate-700">{t('deleteAccountDialog.body')}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy} data-autofocus>
            {t('deleteAccountDialog.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {remove.isPending ? t('deleteAccount.deleting') : t('deleteAccountDialog.confirm')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
