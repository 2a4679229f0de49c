import './i18n';
import type { SourceFailure } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { formatInstant } from './format';
import { type AdminColumn, PagedAdminTable } from './paged-admin-table';
import { useSourceFailures } from './source-queries';
import { SourceTemplates } from './source-templates';

/** Pages the last check could not read: not changes, but a source to fix or to look at by hand. */
export function SourceFailures() {
  const { t, i18n } = useTranslation('admin');
  const columns: AdminColumn<SourceFailure>[] = [
    {
      key: 'page',
      header: t('sources.page'),
      cellClassName: 'max-w-xs break-all',
      cell: (failure) => (
        <>
          <a href={failure.url} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline">
            {failure.url}
          </a>
          <SourceTemplates templates={failure.templates} />
        </>
      ),
    },
    {
      key: 'reason',
      header: t('sources.reason'),
      cellClassName: 'max-w-xs break-words',
      cell: (failure) => (
        <>
          <span className="font-medium">{t(`sources.failureKinds.${failure.kind}`)}</span>
          <span className="block text-xs text-slate-600">{failure.reason}</span>
        </>
      ),
    },
    {
      key: 'since',
      header: t('sources.since'),
      cellClassName: 'whitespace-nowrap',
      cell: (failure) => (
        <time dateTime={failure.failed_since}>{formatInstant(failure.failed_since, i18n.language)}</time>
      ),
    },
  ];
  return (
    <section aria-labelledby="source-failures-heading" className="space-y-3">
      <h2 id="source-failures-heading" className="text-lg font-semibold text-slate-900">
        {t('sources.failuresHeading')}
      </h2>
      <PagedAdminTable
        caption={t('sources.failuresHeading')}
        columns={columns}
        empty={t('sources.failuresEmpty')}
        rowKey={(failure) => failure.url}
        useRows={useSourceFailures}
      />
    </section>
  );
}
