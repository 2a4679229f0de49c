import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { LoadErrorPanel } from './load-error/load-error-panel';
import { reloadWhenReachable, useOnBackOnline, useOnline } from './load-error/online';

/**
 * Shown when something outside the signed-in screens fails: a public page's code that cannot load
 * (e.g. a stale tab after a deployment) or a screen that throws. Offline, it says so and reloads
 * by itself once the server answers again (issue 30).
 */
export function RouteError() {
  const { t } = useTranslation();
  const online = useOnline();
  useOnBackOnline(() => void reloadWhenReachable());
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center px-4">
      {online ? (
        <div role="alert" className="max-w-md text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
          <p className="mt-2 text-slate-600">{t('routeError.body')}</p>
          <Button className="mt-6" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        </div>
      ) : (
        <LoadErrorPanel onRetry={() => void reloadWhenReachable()} />
      )}
    </main>
  );
}
