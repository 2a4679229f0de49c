import './i18n';
import { CITY_SEARCH_MIN_CHARS } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Combobox } from '../../components/ui/combobox';
import { Field } from '../../components/ui/field';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { canSearchCities, useCitySearch } from './use-city-search';

interface CityFieldProps {
  province: string;
  value: string;
  onChange: (city: string) => void;
}

/** The city typeahead: disabled until a province is chosen; suggestions after 2 characters, debounced. */
export function CityField({ province, value, onChange }: CityFieldProps) {
  const { t } = useTranslation('locations');
  const query = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const search = useCitySearch(query, province);
  const searchable = canSearchCities(query, province) && canSearchCities(value, province);
  const options = searchable
    ? (search.data ?? []).map((c) => ({ key: c.city, label: c.city, city: c.city }))
    : [];

  let status: string;
  if (!province) status = t('cityHintNeedsProvince');
  else if (!canSearchCities(value, province)) status = t('cityHint', { count: CITY_SEARCH_MIN_CHARS });
  else if (!searchable || (search.isFetching && options.length === 0)) status = t('searching');
  else if (options.length === 0) status = t('noMatches');
  else status = t('results', { count: options.length });

  return (
    <Field label={t('city')} required>
      {(control) => (
        <Combobox
          {...control}
          required
          disabled={!province}
          placeholder={t('cityPlaceholder')}
          value={value}
          onInputChange={onChange}
          onSelect={(option) => onChange(option.city)}
          options={options}
          showOptions={searchable}
          listLabel={t('citySuggestions')}
          status={status}
        />
      )}
    </Field>
  );
}
