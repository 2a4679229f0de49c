import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTabs, type TabDefinition } from './admin-tabs';
import { BusinessesTab } from './businesses-tab';
import { RemindersTab } from './reminders-tab';
import { StatsTab } from './stats-tab';
import { TemplatesTab } from './templates-tab';
import { UsersTab } from './users-tab';

export type AdminTabKey = 'stats' | 'users' | 'businesses' | 'templates' | 'reminders';
const TAB_KEYS: readonly AdminTabKey[] = ['stats', 'users', 'businesses', 'templates', 'reminders'];

/** The five tabs of the Admin Panel; each loads its own data only while it is selected. */
export function AdminPanel({ initialTab = 'stats' }: { initialTab?: AdminTabKey }) {
  const { t } = useTranslation('admin');
  const [active, setActive] = useState<AdminTabKey>(initialTab);
  const tabs: TabDefinition<AdminTabKey>[] = TAB_KEYS.map((key) => ({ key, label: t(`tabs.${key}`) }));
  return (
    <AdminTabs label={t('tabsLabel')} tabs={tabs} active={active} onChange={setActive}>
      {active === 'stats' && <StatsTab />}
      {active === 'users' && <UsersTab />}
      {active === 'businesses' && <BusinessesTab />}
      {active === 'templates' && <TemplatesTab />}
      {active === 'reminders' && <RemindersTab />}
    </AdminTabs>
  );
}
