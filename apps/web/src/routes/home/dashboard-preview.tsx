import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The dashboard illustration; if the image cannot be loaded the whole figure disappears (PRODUCT §2). */
export function DashboardPreview() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-blue-900/10">
      <img
        src="/dashboard-preview.svg"
        alt={t('previewAlt')}
        width={960}
        height={600}
        className="block h-auto w-full"
        onError={() => setFailed(true)}
      />
    </figure>
  );
}
