import '../../features/onboarding/i18n';
import { Spinner } from '../../components/ui/spinner';
import { useProfile } from '../../features/users/use-profile';
import { usePageTitle } from '../../lib/use-page-title';
import { Wizard } from './wizard';

/** /app/onboarding: the wizard, once the profile (which prefills it) is here. */
export function OnboardingPage() {
  usePageTitle('onboarding');
  const { data: profile } = useProfile();
  if (!profile) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  return <Wizard key={profile.id} profile={profile} />;
}
