import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/** Shown when a route's code cannot load (e.g. a stale tab after a deployment) or a screen throws. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center px-4">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
        <p className="mt-2 text-slate-600">{t('routeError.body')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </div>
    </main>
  );
}
