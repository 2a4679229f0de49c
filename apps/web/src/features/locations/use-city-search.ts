import { CITY_SEARCH_MIN_CHARS, type CitySearchResult } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The search runs only with a province and at least CITY_SEARCH_MIN_CHARS characters (PRODUCT §5). */
export function canSearchCities(query: string, province: string): boolean {
  return Boolean(province) && query.trim().length >= CITY_SEARCH_MIN_CHARS;
}

/** GET /api/locations/search?query&province (PRODUCT §7): the city typeahead's suggestions. */
export function useCitySearch(query: string, province: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['locations', 'search', province, trimmed.toLowerCase()],
    queryFn: () =>
      api.get<CitySearchResult[]>(
        `/locations/search?${new URLSearchParams({ query: trimmed, province }).toString()}`,
      ),
    enabled: canSearchCities(trimmed, province),
    placeholderData: keepPreviousData,
  });
}
