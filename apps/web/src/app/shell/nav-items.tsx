import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const ITEMS = [
  { to: '/app/dashboard', key: 'dashboard', adminOnly: false },
  { to: '/app/licenses', key: 'licenses', adminOnly: false },
  { to: '/app/workspaces', key: 'workspaces', adminOnly: false },
  { to: '/app/profile', key: 'profile', adminOnly: false },
  { to: '/app/admin', key: 'admin', adminOnly: true },
] as const;

interface NavItemsProps {
  isAdmin: boolean;
  /** Stacked links for the mobile menu, a row otherwise. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/** The shell's links; NavLink marks the current one with aria-current="page". */
export function NavItems({ isAdmin, stacked = false, onNavigate }: NavItemsProps) {
  const { t } = useTranslation('app');
  const base =
    'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
  return (
    <ul className={stacked ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {ITEMS.filter((item) => isAdmin || !item.adminOnly).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              `${base} ${stacked ? 'block' : ''} ${
                isActive
                  ? 'bg-blue-50 text-blue-700'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
              }`
            }
          >
            {t(`shell.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
