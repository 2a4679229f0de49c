import './i18n';
import type { UserProfile } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, inputClasses } from '../../components/ui/field';
import { useConfirmPhoneCode, useSendPhoneCode } from './use-phone-verification';

/**
 * SMS reminders go only to a number proved with a texted code (issue 16). Shown once the profile
 * has a phone number; a changed number needs a new code.
 */
export function PhoneVerification({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const [code, setCode] = useState('');
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  if (!profile.phone_number) return null;

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate(code.trim());
  };

  return (
    <Card as="section" className="p-5" aria-labelledby="profile-phone">
      <h2 id="profile-phone" className="text-lg font-semibold text-slate-900">
        {t('phone.title')}
      </h2>
      {profile.phone_verified ? (
        <p className="mt-2 text-sm text-green-700">
          {t('phone.isVerified', { phone: profile.phone_number })}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('phone.body', { phone: profile.phone_number })}</p>
          <div className="mt-4">
            <Button type="button" variant="secondary" disabled={send.isPending} onClick={() => send.mutate()}>
              {send.isPending ? t('phone.sending') : send.isSuccess ? t('phone.sendAgain') : t('phone.send')}
            </Button>
          </div>
          {send.isSuccess && (
            <form onSubmit={onConfirm} className="mt-4 flex flex-wrap items-end gap-3">
              <Field label={t('phone.code')}>
                {(control) => (
                  <input
                    {...control}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    className={inputClasses}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                )}
              </Field>
              <Button type="submit" disabled={confirm.isPending || code.trim().length !== 6}>
                {confirm.isPending ? t('phone.verifying') : t('phone.verify')}
              </Button>
            </form>
          )}
        </>
      )}
    </Card>
  );
}
