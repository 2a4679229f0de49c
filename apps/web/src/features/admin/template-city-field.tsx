import './i18n';
import { CITY_SEARCH_MIN_CHARS, type CitySearchResult } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '../../components/ui/combobox';
import { Field } from '../../components/ui/field';
import { api } from '../../lib/api';

/** Waits this long after the last keystroke before asking the places list (as onboarding's city field). */
const DEBOUNCE_MS = 250;

interface TemplateCityFieldProps {
  province: string;
  value: string;
  onChange: (city: string) => void;
  error?: string;
  invalid?: true;
}

/**
 * A municipal template's city, picked from the places list of its province (GET /locations/search,
 * the list onboarding's typeahead uses and the server checks a template's city against): the
 * catalogue cannot gain an "Atlantis, QC".
 */
export function TemplateCityField({ province, value, onChange, error, invalid }: TemplateCityFieldProps) {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const searchable = Boolean(province) && query.length >= CITY_SEARCH_MIN_CHARS;
  const search = useQuery({
    queryKey: ['locations', 'search', province, query.toLowerCase()],
    queryFn: () =>
      api.get<CitySearchResult[]>(`/locations/search?${new URLSearchParams({ query, province })}`),
    enabled: searchable,
    placeholderData: keepPreviousData,
  });
  const options = searchable
    ? (search.data ?? []).map((c) => ({ key: c.city, label: c.city, city: c.city }))
    : [];

  let status: string;
  if (!province) status = t('cityField.needsProvince');
  else if (value.trim().length < CITY_SEARCH_MIN_CHARS)
    status = t('cityField.hint', { count: CITY_SEARCH_MIN_CHARS });
  else if (search.isFetching && options.length === 0) status = t('cityField.searching');
  else if (options.length === 0) status = t('cityField.noMatches');
  else status = t('cityField.results', { count: options.length });

  return (
    <Field label={t('form.city')} required error={error}>
      {(control) => (
        <Combobox
          {...control}
          aria-invalid={invalid}
          required
          disabled={!province}
          value={value}
          onInputChange={onChange}
          onSelect={(option) => onChange(option.city)}
          options={options}
          showOptions={searchable}
          listLabel={t('cityField.suggestions')}
          status={status}
        />
      )}
    </Field>
  );
}
