import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The discount types (percentage, amount): `GET /document/discountType`. */
export const getDiscountTypes = () => callApi('listDiscountTypes', {});

/** Query options of the discount types (named in the interface language). */
export const getDiscountTypesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: callKey('listDiscountTypes', {}, language),
    queryFn: getDiscountTypes,
    staleTime: 60 * 60_000,
  });

/** The discount types. */
export const useDiscountTypes = (language: string) => useQuery(getDiscountTypesQueryOptions(language));
