import type { Business, License } from '@lt/core';
import { lazy, Suspense, useState } from 'react';
import { businessToday } from './renew-form';

// The dialogs (the renewal form and its rule text, the history) load when one is first opened, not
// with the list that offers them: the dashboard's first screen does not wait on their code.
const RenewDialog = lazy(() => import('./renew-dialog').then((m) => ({ default: m.RenewDialog })));
const HistoryDialog = lazy(() => import('./history-dialog').then((m) => ({ default: m.HistoryDialog })));

type Open = { kind: 'renew' | 'history'; license: License; key: number } | null;

/**
 * The Renew and History dialogs of a list of licences (licence manager, dashboard): one open at a
 * time, mounted afresh on each opening.
 */
export function useLicenseDialogs(businesses: readonly Pick<Business, 'id' | 'time_zone'>[]) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const show = (kind: 'renew' | 'history') => (license: License) =>
    setOpen({ kind, license, key: Date.now() });

  let dialog: React.ReactNode = null;
  if (open?.kind === 'renew') {
    const timeZone = businesses.find((b) => b.id === open.license.business_id)?.time_zone;
    dialog = (
      <RenewDialog key={open.key} license={open.license} today={businessToday(timeZone)} onClose={close} />
    );
  } else if (open?.kind === 'history') {
    dialog = <HistoryDialog key={open.key} license={open.license} onClose={close} />;
  }
  return {
    openRenew: show('renew'),
    openHistory: show('history'),
    dialog: dialog && <Suspense fallback={null}>{dialog}</Suspense>,
  };
}
