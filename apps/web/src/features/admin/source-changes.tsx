import './i18n';
import { SOURCE_CHANGES_PAGE_SIZE, type SourceChange } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { formatInstant } from './format';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import { SourceDiffView } from './source-diff-view';
import { useReviewSource, useSourceChanges } from './source-queries';
import { SourceTemplates } from './source-templates';

/** "Sources changed since last review": one card per page, its templates and its before/after. */
export function SourceChanges() {
  const { t } = useTranslation('admin');
  const [offset, setOffset] = useState(0);
  const changes = useSourceChanges({ limit: SOURCE_CHANGES_PAGE_SIZE, offset });
  return (
    <section aria-labelledby="source-changes-heading">
      <h2 id="source-changes-heading" className="text-lg font-semibold text-slate-900">
        {t('sources.heading')}
      </h2>
      {!changes.data ? (
        <QueryState
          isPending={changes.isPending}
          isError={changes.isError}
          retry={() => void changes.refetch()}
        />
      ) : (
        <>
          {changes.data.items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('sources.empty')}</p>
          ) : (
            <ul className="mt-3 space-y-4">
              {changes.data.items.map((change) => (
                <li key={change.id}>
                  <ChangeCard change={change} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            offset={offset}
            limit={SOURCE_CHANGES_PAGE_SIZE}
            total={changes.data.total}
            shown={changes.data.items.length}
            onChange={setOffset}
          />
        </>
      )}
    </section>
  );
}

function ChangeCard({ change }: { change: SourceChange }) {
  const { t, i18n } = useTranslation('admin');
  const review = useReviewSource();
  const headingId = `source-change-${change.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold break-all text-slate-900">
            <a
              href={change.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-blue-700 underline"
            >
              {change.url}
            </a>
          </h3>
          <p className="text-xs text-slate-600">
            <time dateTime={change.detected_at}>
              {t('sources.changedOn', { when: formatInstant(change.detected_at, i18n.language) })}
            </time>
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={review.isPending}
          onClick={() => review.mutate(change.id)}
          aria-describedby={headingId}
        >
          {review.isPending ? t('sources.reviewing') : t('sources.markReviewed')}
        </Button>
      </header>
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('sources.templates')}
        </p>
        <SourceTemplates templates={change.templates} />
      </div>
      <SourceDiffView before={change.before_text} after={change.after_text} />
    </article>
  );
}
