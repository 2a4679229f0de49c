import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';

const TOAST_ID = 'offline';

/**
 * One lasting "You're offline" toast while the connection is gone, dismissed when it returns:
 * requests that fail meanwhile (a network error, not a server's answer) say nothing more.
 */
export function useOfflineToast(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const offline = () =>
      toast.error(t('loadError.offlineToast'), { id: TOAST_ID, duration: Number.POSITIVE_INFINITY });
    const online = () => toast.dismiss(TOAST_ID);
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
}
