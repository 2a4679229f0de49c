import './i18n';
import type { License } from '@lt/core';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ExpiryText } from '../../features/licenses/expiry-cell';
import { daysSinceExpiry } from '../../features/licenses/license-summary';
import { OnItLabel } from '../../features/licenses/on-it-label';
import { useLicenceNames } from '../../lib/licence-names';
import { useUniqueId } from '../../lib/unique-id';

function Section({
  title,
  tone,
  more,
  children,
}: {
  title: string;
  tone: 'amber' | 'red';
  /** "View all (N)" when the list shows fewer than there are. */
  more?: { to: string; total: number };
  children: React.ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const id = useUniqueId();
  const border = tone === 'amber' ? 'border-amber-200' : 'border-red-200';
  const heading = tone === 'amber' ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-900';
  return (
    <section
      aria-labelledby={id}
      className={`overflow-hidden rounded-xl border bg-white shadow-sm ${border}`}
    >
      <div className={`flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 ${heading}`}>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {more && (
          <Link
            to={more.to}
            className="rounded-md text-sm font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {t('viewAll', { count: more.total })}
          </Link>
        )}
      </div>
      <ul className="divide-y divide-slate-100">{children}</ul>
    </section>
  );
}

interface ExpiryListProps {
  /** The first few, as the summary gives them. */
  licenses: readonly License[];
  /** How many there are in all, and the licence list that shows them all. */
  total: number;
  viewAll: string;
  /** Opens the Renew dialog of a licence. */
  onRenew: (license: License) => void;
}

/** "Renew", named after the licence for assistive technology. */
function RenewButton({ license, onRenew }: { license: License; onRenew: (license: License) => void }) {
  const { t } = useTranslation('licenses');
  const names = useLicenceNames();
  // A viewer reads only (decision 014).
  if (license.role === 'viewer') return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onRenew(license)}
      aria-label={t('renewNamed', { name: names.name(license) })}
    >
      {t('renew')}
    </Button>
  );
}

/** "Expiring Soon (Next 30 Days)": shown only when some licence expires within the window. */
export function ExpiringSoonList({ licenses, total, viewAll, onRenew }: ExpiryListProps) {
  const { t } = useTranslation('dashboard');
  const names = useLicenceNames();
  if (licenses.length === 0) return null;
  return (
    <Section title={t('expiringSoon.title')} tone="amber" more={{ to: viewAll, total }}>
      {licenses.map((license) => (
        <li key={license.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{names.name(license)}</p>
            <p className="text-sm break-words text-slate-700">{license.business_name}</p>
            <p className="text-sm text-slate-600">{t(`levels.${license.level}`)}</p>
            <OnItLabel license={license} />
          </div>
          <div className="text-right text-sm">
            <p className="font-semibold text-amber-800">
              {license.days_until_expiry === 0
                ? t('expiringSoon.expiresToday')
                : t('expiringSoon.expiresIn', { count: license.days_until_expiry ?? 0 })}
            </p>
            <p className="text-slate-600">
              <ExpiryText license={license} />
            </p>
          </div>
          <RenewButton license={license} onRenew={onRenew} />
        </li>
      ))}
    </Section>
  );
}

/** "Expired Licenses": shown only when some licence has expired. */
export function ExpiredList({ licenses, total, viewAll, onRenew }: ExpiryListProps) {
  const { t } = useTranslation('dashboard');
  const names = useLicenceNames();
  if (licenses.length === 0) return null;
  return (
    <Section title={t('expired.title')} tone="red" more={{ to: viewAll, total }}>
      {licenses.map((license) => (
        <li key={license.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{names.name(license)}</p>
            <p className="text-sm break-words text-slate-700">{license.business_name}</p>
            <p className="text-sm text-red-800">{t('expired.ago', { count: daysSinceExpiry(license) })}</p>
            <OnItLabel license={license} />
          </div>
          <div className="flex items-center gap-2">
            <Badge tone="red">{t('expired.badge')}</Badge>
            <RenewButton license={license} onRenew={onRenew} />
          </div>
        </li>
      ))}
    </Section>
  );
}
