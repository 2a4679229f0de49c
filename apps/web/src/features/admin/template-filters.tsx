import './i18n';
import { BUSINESS_TYPES, LICENSE_LEVELS, PROVINCE_CODES, TEMPLATE_SORTS } from '@lt/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../components/ui/field';
import { businessTypeName } from '../../lib/business-type-name';
import type { TemplateListState } from './template-list-state';

interface TemplateFiltersProps {
  state: TemplateListState;
  onChange: (patch: Partial<TemplateListState>) => void;
}

/** Search by name, filter by level, province, city and business type, and sort (issue 19). */
export function TemplateFilters({ state, onChange }: TemplateFiltersProps) {
  const { t } = useTranslation('admin');
  // Typing waits for a pause before it asks the server.
  const [q, setQ] = useState(state.q);
  const [city, setCity] = useState(state.city);
  useEffect(() => {
    if (q === state.q && city === state.city) return;
    const timer = window.setTimeout(() => onChange({ q, city }), 300);
    return () => window.clearTimeout(timer);
  }, [q, city, state.q, state.city, onChange]);

  const select = (
    key: 'level' | 'province' | 'type' | 'sort',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <label className="flex flex-col text-sm font-medium text-slate-800">
      {label}
      <select
        className={`${inputClasses} mt-1`}
        value={state[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  const any = { value: '', label: t('templates.filters.any') };
  return (
    <search className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <label className="flex flex-col text-sm font-medium text-slate-800 sm:col-span-2">
        {t('templates.filters.search')}
        <input
          type="search"
          className={`${inputClasses} mt-1`}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </label>
      {select('level', t('templates.level'), [
        any,
        ...LICENSE_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) })),
      ])}
      {select('province', t('templates.filters.province'), [
        any,
        ...PROVINCE_CODES.map((code) => ({ value: code, label: code })),
      ])}
      <label className="flex flex-col text-sm font-medium text-slate-800">
        {t('templates.filters.city')}
        <input className={`${inputClasses} mt-1`} value={city} onChange={(e) => setCity(e.target.value)} />
      </label>
      {select('type', t('templates.businessType'), [
        any,
        ...BUSINESS_TYPES.map((type) => ({ value: type, label: businessTypeName(type) })),
      ])}
      {select(
        'sort',
        t('templates.filters.sort'),
        TEMPLATE_SORTS.map((sort) => ({ value: sort, label: t(`templates.sorts.${sort}`) })),
      )}
    </search>
  );
}
