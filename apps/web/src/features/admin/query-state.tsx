import './i18n';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

/** The loader or the error of a tab whose data has not arrived; null once it has. */
export function QueryState({
  isPending,
  isError,
  retry,
}: {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation('admin');
  if (isError) {
    return (
      <div className="space-y-3">
        <Alert>{t('loadFailed')}</Alert>
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  return null;
}
