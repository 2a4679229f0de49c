import '../../lib/i18n/register-app';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

/** /app/profile; its content arrives with a later issue. */
export function ProfilePage() {
  const { t } = useTranslation('app');
  return <PageTitle>{t('profile.title')}</PageTitle>;
}
