import './i18n';
import type { MyDataExport } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { api, mutationErrorMessage } from '../../lib/api';
import { saveText } from '../../lib/save-file';
import { toast } from '../../lib/toast';
import { useUniqueId } from '../../lib/unique-id';

/**
 * "Download my data" (Québec's Law 25 s.27): everything about the caller as one JSON file, and the
 * licences in it as a CSV file of their own (the file's `licenses_csv`).
 */
export function MyDataCard() {
  const { t } = useTranslation('data');
  const headingId = useUniqueId();
  const [busy, setBusy] = useState(false);
  const download = async (as: 'json' | 'csv') => {
    setBusy(true);
    try {
      if (as === 'json') await api.download('/users/export', 'license-tracker-my-data.json');
      else {
        const data = await api.get<MyDataExport>('/users/export');
        saveText(data.licenses_csv, 'license-tracker-my-licences.csv', 'text/csv;charset=utf-8');
      }
    } catch (error) {
      toast.error(mutationErrorMessage(error, t('myData.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" className="space-y-3 p-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('myData.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('myData.body')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => void download('json')}>
          {t('myData.download')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void download('csv')}>
          {t('myData.downloadCsv')}
        </Button>
      </div>
    </Card>
  );
}
