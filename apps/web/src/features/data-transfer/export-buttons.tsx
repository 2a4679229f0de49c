import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

interface ExportButtonsProps {
  /** The licence list's search, filters and sort, as GET /licenses/ takes them (the export takes the same). */
  filters: Record<string, string>;
  /** The search or a filter narrows the list: the buttons then say that only the matches go out. */
  narrowed: boolean;
  /** How many licences match (the list's total), for the hint. */
  matching: number;
}

/** Export CSV / Excel of what the licence manager lists (every page), headers in the screen's language. */
export function ExportButtons({ filters, narrowed, matching }: ExportButtonsProps) {
  const { t, i18n } = useTranslation('data');
  const [busy, setBusy] = useState(false);
  const query = new URLSearchParams({ ...filters, lang: i18n.language.startsWith('fr') ? 'fr' : 'en' });
  const save = async (extension: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await api.download(`/licenses/export.${extension}?${query}`, `licences.${extension}`);
    } catch (error) {
      toast.error(mutationErrorMessage(error, t('export.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {narrowed && (
        <span id="export-filtered-hint" className="text-sm text-slate-600">
          {t('export.filteredHint', { count: matching })}
        </span>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-describedby={narrowed ? 'export-filtered-hint' : undefined}
        onClick={() => void save('csv')}
      >
        {narrowed ? t('export.csvFiltered') : t('export.csv')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-describedby={narrowed ? 'export-filtered-hint' : undefined}
        onClick={() => void save('xlsx')}
      >
        {narrowed ? t('export.xlsxFiltered') : t('export.xlsx')}
      </Button>
    </div>
  );
}
