import './i18n';
import type { License, LicenseFacts } from '@lt/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlainDate } from '../../lib/format';
import { useLicenceNames } from '../../lib/licence-names';
import { useLicenseFacts } from './use-license-facts';

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * What an owner needs on the day (decision 044): the fee, what happens when it is late and how to
 * renew, from the template the user chose, in the reader's language; "Not stated by the source" where
 * the template says nothing; then the renewal page and how far the source can be trusted.
 */
export function RenewalFactsBody({ license }: { license: License }) {
  const { t } = useTranslation('licenses');
  const facts = useLicenseFacts(license.id);
  if (facts.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('renewalFacts.loading')}
      </p>
    );
  }
  if (facts.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('renewalFacts.failed')}{' '}
        <button
          type="button"
          className="font-medium text-blue-700 underline hover:text-blue-900"
          onClick={() => void facts.refetch()}
        >
          {t('renewalFacts.retry')}
        </button>
      </p>
    );
  }
  // The template is gone (or was never chosen): a licence's own facts are all it has (decision 042).
  if (facts.data.template_id === null) return null;
  return <FactsList license={license} facts={facts.data} />;
}

function FactsList({ license, facts }: { license: License; facts: LicenseFacts }) {
  const { t, i18n } = useTranslation('licenses');
  const names = useLicenceNames();
  const french = i18n.language.startsWith('fr');
  const inLanguage = (english: string | null, frenchText: string | null) =>
    (french && frenchText?.trim() ? frenchText : english) ?? t('renewalFacts.notStated');
  const page = safeUrl(facts.renewal_url) ?? safeUrl(facts.source_url);
  const rows: [string, string][] = [
    [t('renewalFacts.fee'), inLanguage(facts.fee, facts.fee_fr)],
    [t('renewalFacts.late'), inLanguage(facts.late_penalty, facts.late_penalty_fr)],
    [t('renewalFacts.howToRenew'), inLanguage(facts.how_to_renew, facts.how_to_renew_fr)],
  ];
  const trust = [
    facts.source_checked_on
      ? t('renewalFacts.checked', { date: formatPlainDate(facts.source_checked_on, i18n.language) })
      : t('renewalFacts.neverChecked'),
    facts.confidence ? t(`renewalFacts.confidence.${facts.confidence}`) : null,
    facts.source_official === false ? t('renewalFacts.thirdParty') : null,
  ].filter(Boolean);
  return (
    <div className="space-y-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-800">{label}</dt>
            <dd className="whitespace-pre-line text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
      {page && (
        <a
          href={page}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('renewalFacts.renewalPageOf', { name: names.name(license) })}
          className="inline-block font-medium text-blue-700 underline hover:text-blue-900"
        >
          {t('renewalFacts.renewalPage')}
        </a>
      )}
      <p className="text-xs text-slate-600">{trust.join(' · ')}</p>
    </div>
  );
}

/**
 * "Renewal facts" under a licence of the list, closed until asked for: the facts load when it
 * opens, so the list itself asks for nothing more. A licence typed by hand has none to show.
 */
export function RenewalFactsDisclosure({
  license,
  className = '',
}: {
  license: License;
  className?: string;
}) {
  const { t } = useTranslation('licenses');
  const names = useLicenceNames();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!license.template_id) return null;
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('renewalFacts.titleOf', { name: names.name(license) })}
        onClick={() => setOpen((was) => !was)}
        className="text-xs font-medium text-blue-700 underline hover:text-blue-900"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {t('renewalFacts.title')}
      </button>
      <div id={panelId} hidden={!open} className="mt-1 rounded-md bg-slate-50 p-2">
        {open && <RenewalFactsBody license={license} />}
      </div>
    </div>
  );
}
