import type { Account } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Reads the signed-in customer's saved contact and addresses (GET /account). */
export const getSavedContact = async (): Promise<Account> => callApi('getAccount', {});

/** Query options of the saved contact; the key is the profile's, so a profile change shows here too. */
export const getSavedContactQueryOptions = () =>
  queryOptions({ queryKey: callKey('getAccount', {}), queryFn: getSavedContact, staleTime: 60_000 });

/** The signed-in customer's saved contact and addresses. */
export const useSavedContact = (enabled: boolean) => useQuery({ ...getSavedContactQueryOptions(), enabled });
