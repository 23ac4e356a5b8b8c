import type { DiscountType } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The discount types (percentage, amount): `GET /document/discountType`. */
export const getDiscountTypes = () => apiClient.get<DiscountType[]>('/document/discountType');

/** Query options of the discount types (named in the interface language). */
export const getDiscountTypesQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['document', 'discountType', language], queryFn: getDiscountTypes, staleTime: 60 * 60_000 });

/** The discount types. */
export const useDiscountTypes = (language: string) => useQuery(getDiscountTypesQueryOptions(language));
