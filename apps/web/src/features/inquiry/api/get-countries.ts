import { type Country, countryListSchema } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';

/** Reads the countries with names in the interface language, sorted alphabetically by that name. */
export const getCountries = async (language: string): Promise<Country[]> =>
  countryListSchema
    .parse(await apiClient.get('/selection/countrylist', { auth: false }))
    .sort((a, b) => a.Name.localeCompare(b.Name, language));

/** Query options of the country list of a language. */
export const getCountriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['countries', language],
    queryFn: () => getCountries(language),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The countries in the interface language; a failure is only logged (§8) and leaves the list empty. */
export const useCountries = () => {
  const language = useAppStore((state) => state.language);
  return useQuery(getCountriesQueryOptions(language));
};
