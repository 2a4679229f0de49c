import './i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

interface LicensePagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The next page is on its way (the current one stays on screen meanwhile). */
  updating: boolean;
}

/** "51–100 of 300 licenses", the page number, Previous and Next. */
export function LicensePager({ page, pageSize, total, onPage, updating }: LicensePagerProps) {
  const { t } = useTranslation('licenses');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t('pager.label')} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-slate-600" aria-live="polite">
        {t('pager.range', { from, to, total })}
        {updating && <span className="ml-2 text-slate-500">{t('pager.updating')}</span>}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('pager.previous')}
          </Button>
          <span className="text-slate-700">{t('pager.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('pager.next')}
          </Button>
        </div>
      )}
    </nav>
  );
}
