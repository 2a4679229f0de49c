import './i18n';
import {
  type Business,
  LICENSE_LEVELS,
  LICENSE_SORT_KEYS,
  LICENSE_STATUS_LABELS,
  LIST_SEARCH_MAX,
  type LicenseSortKey,
  type SortOrder,
  type Workspace,
} from '@lt/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import { DEFAULT_VIEW, isNarrowed, type LicenseView } from './license-view';

/** Typing waits this long before the server is asked: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface LicenseFilterBarProps {
  view: LicenseView;
  onViewChange: (view: LicenseView) => void;
  businesses: readonly Business[];
  /** The workspace filter shows only for someone in more than one workspace. */
  workspaces: readonly Workspace[];
  /** The card layout has no headers to click: it sorts with a select. */
  withSort: boolean;
}

/** The search box, the filters by status, level, business and workspace, and (on phones) the sort. */
export function LicenseFilterBar({
  view,
  onViewChange,
  businesses,
  workspaces,
  withSort,
}: LicenseFilterBarProps) {
  const { t } = useTranslation('licenses');
  const set = (patch: Partial<LicenseView>) => onViewChange({ ...view, ...patch, page: 1 });
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-2 lg:grid-cols-6">
      <legend className="sr-only">{t('filters.label')}</legend>
      <SearchBox view={view} onViewChange={onViewChange} />
      <Field label={t('filters.status')}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={view.status}
            onChange={(e) => set({ status: e.target.value as LicenseView['status'] })}
          >
            <option value="all">{t('filters.all')}</option>
            {LICENSE_STATUS_LABELS.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filters.level')}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={view.level}
            onChange={(e) => set({ level: e.target.value as LicenseView['level'] })}
          >
            <option value="all">{t('filters.all')}</option>
            {LICENSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filters.business')}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={view.businessId}
            onChange={(e) => set({ businessId: e.target.value })}
          >
            <option value="all">{t('filters.allBusinesses')}</option>
            {businesses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.business_name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {workspaces.length > 1 && (
        <Field label={t('filters.workspace')}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={view.workspaceId}
              onChange={(e) => set({ workspaceId: e.target.value })}
            >
              <option value="all">{t('filters.allWorkspaces')}</option>
              {workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {withSort && (
        <Field label={t('filters.sort')}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={`${view.sort.key}:${view.sort.direction}`}
              onChange={(e) => {
                const [key, direction] = e.target.value.split(':') as [LicenseSortKey, SortOrder];
                set({ sort: { key, direction } });
              }}
            >
              {LICENSE_SORT_KEYS.flatMap((key) =>
                (['asc', 'desc'] as const).map((direction) => (
                  <option key={`${key}:${direction}`} value={`${key}:${direction}`}>
                    {t(`sortOptions.${key}_${direction}`)}
                  </option>
                )),
              )}
            </select>
          )}
        </Field>
      )}
      <div className="flex items-end">
        <Button
          variant="ghost"
          disabled={!isNarrowed(view)}
          onClick={() => onViewChange({ ...DEFAULT_VIEW, sort: view.sort })}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * The search box keeps what is typed and hands it on after a pause; a change from outside (Back,
 * "Clear filters") replaces what it shows.
 */
function SearchBox({ view, onViewChange }: Pick<LicenseFilterBarProps, 'view' | 'onViewChange'>) {
  const { t } = useTranslation('licenses');
  const [text, setText] = useState(view.q);
  const latest = useRef({ view, onViewChange });
  latest.current = { view, onViewChange };
  useEffect(() => setText(view.q), [view.q]);
  useEffect(() => {
    if (text === latest.current.view.q) return;
    const timer = setTimeout(() => {
      const { view: current, onViewChange: change } = latest.current;
      change({ ...current, q: text, page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Field label={t('filters.search')} className="sm:col-span-2">
      {(control) => (
        <input
          {...control}
          type="search"
          className={inputClasses}
          value={text}
          maxLength={LIST_SEARCH_MAX}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
      )}
    </Field>
  );
}
