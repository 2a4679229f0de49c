import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

/** The licence manager's filters, as the export takes them (absent = all). */
export interface ExportFilters {
  status?: string;
  level?: string;
  business_id?: string;
}

/** Export CSV / Excel of what the licence manager shows, headers in the screen's language. */
export function ExportButtons({ filters }: { filters: ExportFilters }) {
  const { t, i18n } = useTranslation('data');
  const [busy, setBusy] = useState(false);
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
    lang: i18n.language.startsWith('fr') ? 'fr' : 'en',
  });
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
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => void save('csv')}>
        {t('export.csv')}
      </Button>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => void save('xlsx')}>
        {t('export.xlsx')}
      </Button>
    </div>
  );
}
