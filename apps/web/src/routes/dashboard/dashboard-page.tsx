import '../../lib/i18n/register-app';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

/** /app/dashboard; its content arrives with a later issue. */
export function DashboardPage() {
  const { t } = useTranslation('app');
  return <PageTitle>{t('dashboard.title')}</PageTitle>;
}
