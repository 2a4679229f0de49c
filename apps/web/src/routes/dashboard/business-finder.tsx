import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field, inputClasses } from '../../components/ui/field';
import { useFindBusinesses } from '../../features/businesses/use-find-businesses';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * "Find a business": shown when the dashboard lists only the first of the caller's businesses, so
 * that the others are a few keystrokes away (a consultant may look after hundreds). Matches on the
 * name or the city, A to Z, each a link to the business's page.
 */
export function BusinessFinder({ workspaceId }: { workspaceId: string | null }) {
  const { t } = useTranslation('dashboard');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useFindBusinesses(q, workspaceId);
  const matches = q === '' ? [] : (found.data?.items ?? []);
  const total = found.data?.total ?? 0;

  let status = '';
  if (text.trim() === '') status = '';
  else if (found.isError) status = t('businesses.findError');
  else if (text.trim() !== q || (found.isFetching && !found.data)) status = t('businesses.searching');
  else if (total === 0) status = t('businesses.noMatch', { q });
  else if (total > matches.length)
    status = t('businesses.firstMatches', { shown: matches.length, count: total });
  else status = t('businesses.matches', { count: total });

  return (
    // A search landmark (HTML's <search>): the matches follow the typing, nothing is submitted.
    <search className="mt-3 block max-w-md">
      <Field label={t('businesses.find')}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder={t('businesses.findPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            className={inputClasses}
          />
        )}
      </Field>
      <p role="status" className={`mt-1 text-sm ${found.isError ? 'text-red-700' : 'text-slate-600'}`}>
        {status}
      </p>
      {matches.length > 0 && (
        <ul className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {matches.map((business) => (
            <li key={business.id}>
              <Link
                to={`/app/businesses/${encodeURIComponent(business.id)}`}
                className="block px-3 py-2 text-sm text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-600"
              >
                <span className="font-medium">{business.business_name}</span>
                <span className="text-slate-600">
                  {' — '}
                  {t('businesses.location', { city: business.city, province: business.province })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}
