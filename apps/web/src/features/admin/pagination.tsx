import './i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

interface PaginationProps {
  offset: number;
  limit: number;
  /** From the X-Total-Count header. */
  total: number;
  shown: number;
  onChange: (offset: number) => void;
}

/** Previous / Next through a list the server pages; says which rows are shown. */
export function Pagination({ offset, limit, total, shown, onChange }: PaginationProps) {
  const { t } = useTranslation('admin');
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < total;
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 pt-4"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {total === 0 || shown === 0
          ? t('pagination.none')
          : t('pagination.range', { from: offset + 1, to: offset + shown, total })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={!hasPrevious}
          onClick={() => onChange(Math.max(0, offset - limit))}
        >
          {t('pagination.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onChange(offset + limit)}>
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
