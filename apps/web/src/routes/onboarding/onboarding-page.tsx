import '../../lib/i18n/register-app';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

/** /app/onboarding; its content arrives with a later issue. */
export function OnboardingPage() {
  const { t } = useTranslation('app');
  return <PageTitle>{t('onboarding.title')}</PageTitle>;
}
