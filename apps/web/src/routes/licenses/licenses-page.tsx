import '../../lib/i18n/register-app';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';

/** /app/licenses; its content arrives with a later issue. */
export function LicensesPage() {
  const { t } = useTranslation('app');
  return <PageTitle>{t('licenses.title')}</PageTitle>;
}
