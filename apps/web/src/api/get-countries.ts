import type { Country, Language } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';
import { useAppStore } from '#web/stores/app-store';

/** Reads the countries with names in the interface language, sorted by that name (profile and inquiry forms). */
export const getCountries = async (language: Language): Promise<Country[]> => {
  const collator = new Intl.Collator(language);
  const list = await callApi('listCountries', {}, { auth: false });
  return [...list].sort((a, b) => collator.compare(a.Name, b.Name));
};

/** Query options of the country list of one language. */
export const getCountriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: callKey('listCountries', {}, language),
    queryFn: () => getCountries(language),
    staleTime: Infinity,
  });

/** The country list in the interface language. */
export const useCountries = () => {
  const language = useAppStore((state) => state.language);
  return useQuery(getCountriesQueryOptions(language));
};
