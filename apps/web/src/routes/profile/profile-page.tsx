import '../../features/profile/i18n';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { CalendarFeedCard } from '../../features/data-transfer/calendar-feed';
import { MyDataCard } from '../../features/data-transfer/my-data';
import { ChangePassword } from '../../features/profile/change-password';
import { DeleteAccount } from '../../features/profile/delete-account';
import { PhoneVerification } from '../../features/profile/phone-verification';
import { ProfileForm } from '../../features/profile/profile-form';
import { useProfile } from '../../features/users/use-profile';
import { usePageTitle } from '../../lib/use-page-title';
import { AccountInfo } from './account-info';

/** /app/profile: Profile Settings (PRODUCT §2). */
export function ProfilePage() {
  usePageTitle('profile');
  const { t } = useTranslation('profile');
  const { data: profile } = useProfile();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{t('title')}</PageTitle>
      {profile ? (
        <>
          <AccountInfo profile={profile} />
          <ProfileForm key={profile.id} profile={profile} />
          <PhoneVerification profile={profile} />
          {profile.password_sign_in && <ChangePassword email={profile.email ?? undefined} />}
          <CalendarFeedCard />
          <MyDataCard />
          <DeleteAccount profile={profile} />
        </>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t('loading')} />
        </div>
      )}
    </div>
  );
}
