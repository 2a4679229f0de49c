import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useOnline } from './online';

interface LoadErrorPanelProps {
  onRetry: () => void;
  /** A retry is running: the button says so and waits. */
  busy?: boolean;
}

/**
 * "You're offline" or "Couldn't load this page", with Retry: shown where the screen would be, so
 * the app's bar and navigation stay usable around it. Its text is in the boot bundle (common), as
 * it must show when nothing else can load.
 */
export function LoadErrorPanel({ onRetry, busy = false }: LoadErrorPanelProps) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center" data-testid="load-error">
      <h1 className="text-2xl font-bold text-slate-900">
        {online ? t('loadError.failedTitle') : t('loadError.offlineTitle')}
      </h1>
      <p className="mt-2 text-slate-600">{online ? t('loadError.failedBody') : t('loadError.offlineBody')}</p>
      <Button className="mt-6" onClick={onRetry} disabled={busy}>
        {busy ? t('loadError.retrying') : t('loadError.retry')}
      </Button>
    </div>
  );
}
