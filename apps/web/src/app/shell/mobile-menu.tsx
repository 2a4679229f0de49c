import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUniqueId } from '../../lib/unique-id';
import { Avatar } from './avatar';
import { NavItems } from './nav-items';

interface MobileMenuProps {
  name: string;
  email: string | null;
  isAdmin: boolean;
  onSignOut: () => void;
}

/** Below md: a hamburger that unfolds the user's name and e-mail, the links and Sign out. */
export function MobileMenu({ name, email, isAdmin, onSignOut }: MobileMenuProps) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const panelId = useUniqueId();
  const { pathname } = useLocation();

  // A new page closes the menu.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white px-4 pt-4 pb-5 shadow-lg"
      >
        <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
          <Avatar name={name} email={email} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{name}</p>
            {email && <p className="truncate text-sm text-slate-500">{email}</p>}
          </div>
        </div>
        <nav aria-label={t('shell.mobileMenuLabel')} className="mt-3">
          <NavItems isAdmin={isAdmin} stacked onNavigate={() => setOpen(false)} />
        </nav>
        <button
          type="button"
          onClick={onSignOut}
          className="mt-3 block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t('shell.signOut')}
        </button>
      </div>
    </div>
  );
}
