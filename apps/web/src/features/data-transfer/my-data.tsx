import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useUniqueId } from '../../lib/unique-id';

/** "Download my data" (Québec's Law 25 s.27): everything about the caller as one JSON file. */
export function MyDataCard() {
  const { t } = useTranslation('data');
  const headingId = useUniqueId();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await api.download('/users/export', 'license-tracker-my-data.json');
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
      <Button variant="secondary" disabled={busy} onClick={() => void download()}>
        {t('myData.download')}
      </Button>
    </Card>
  );
}
