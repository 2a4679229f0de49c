import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTabs, type TabDefinition } from './admin-tabs';
import { BusinessesTab } from './businesses-tab';
import { RemindersTab } from './reminders-tab';
import { SendsTodayTab } from './sends-today-tab';
import { SourceTab } from './source-tab';
import { StatsTab } from './stats-tab';
import { TemplatesTab } from './templates-tab';
import { UsersTab } from './users-tab';
import { WorkspacesTab } from './workspaces-tab';

export type AdminTabKey =
  | 'stats'
  | 'users'
  | 'businesses'
  | 'workspaces'
  | 'templates'
  | 'reminders'
  | 'sends'
  | 'sources';
const TAB_KEYS: readonly AdminTabKey[] = [
  'stats',
  'users',
  'businesses',
  'workspaces',
  'templates',
  'reminders',
  'sends',
  'sources',
];

/**
 * The tabs of the Admin Panel; each loads its own data only while it is selected. A super
 * admin gets the actions only super admins may take.
 */
export function AdminPanel({
  initialTab = 'stats',
  isSuperAdmin = false,
}: {
  initialTab?: AdminTabKey;
  isSuperAdmin?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [active, setActive] = useState<AdminTabKey>(initialTab);
  const tabs: TabDefinition<AdminTabKey>[] = TAB_KEYS.map((key) => ({ key, label: t(`tabs.${key}`) }));
  return (
    <AdminTabs label={t('tabsLabel')} tabs={tabs} active={active} onChange={setActive}>
      {active === 'stats' && <StatsTab />}
      {active === 'users' && <UsersTab />}
      {active === 'businesses' && <BusinessesTab />}
      {active === 'workspaces' && <WorkspacesTab />}
      {active === 'templates' && <TemplatesTab />}
      {active === 'reminders' && <RemindersTab canRunNow={isSuperAdmin} />}
      {active === 'sends' && <SendsTodayTab />}
      {active === 'sources' && <SourceTab canCheckNow={isSuperAdmin} />}
    </AdminTabs>
  );
}
