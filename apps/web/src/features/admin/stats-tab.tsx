import './i18n';
import type { AdminStats } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { formatNumber } from '../../lib/format';
import { QueryState } from './query-state';
import { useAdminStats } from './use-admin-stats';

const CARDS: ReadonlyArray<{
  key: keyof AdminStats;
  label: 'totalUsers' | 'totalBusinesses' | 'totalLicenses' | 'templates';
}> = [
  { key: 'total_users', label: 'totalUsers' },
  { key: 'total_businesses', label: 'totalBusinesses' },
  { key: 'total_licenses', label: 'totalLicenses' },
  { key: 'total_templates', label: 'templates' },
];

/** Statistics: four cards (PRODUCT §2). */
export function StatsTab() {
  const { t, i18n } = useTranslation('admin');
  const stats = useAdminStats();
  if (!stats.data) {
    return (
      <QueryState isPending={stats.isPending} isError={stats.isError} retry={() => void stats.refetch()} />
    );
  }
  const data = stats.data;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map((card) => (
        <Card as="li" key={card.key} className="p-5">
          <p className="text-sm font-medium text-slate-600">{t(`stats.${card.label}`)}</p>
          <p className="mt-2 text-3xl font-bold text-slate-900">
            {formatNumber(data[card.key], i18n.language)}
          </p>
        </Card>
      ))}
    </ul>
  );
}
