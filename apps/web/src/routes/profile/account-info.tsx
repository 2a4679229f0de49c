import '../../features/profile/i18n';
import type { UserProfile } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { Field, inputClasses } from '../../components/ui/field';
import { ResendConfirmation } from '../../features/auth/resend-confirmation';

/** Account Information: e-mail and login method, both read-only. */
export function AccountInfo({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  return (
    <Card as="section" className="p-5" aria-labelledby="profile-account">
      <h2 id="profile-account" className="text-lg font-semibold text-slate-900">
        {t('account.title')}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t('account.email')} hint={t('account.emailHint')}>
          {(control) => (
            <input {...control} type="email" readOnly value={profile.email ?? ''} className={inputClasses} />
          )}
        </Field>
        <Field label={t('account.loginMethod')} hint={t('account.loginMethodHint')}>
          {(control) => (
            <input
              {...control}
              type="text"
              readOnly
              value={profile.login_method || t('account.unknown')}
              className={inputClasses}
            />
          )}
        </Field>
      </div>
      {profile.email && !profile.email_verified && (
        <div
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          role="status"
        >
          <p>{profile.password_sign_in ? t('account.notVerified') : t('account.notVerifiedExternal')}</p>
          {profile.password_sign_in && <ResendConfirmation className="mt-2" email={profile.email} />}
        </div>
      )}
    </Card>
  );
}
