import type { Account } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Reads the profile: personal data, consents and both address lists. */
export const getAccount = async (): Promise<Account> => callApi('getAccount', {});

/** Query options of the profile. */
export const getAccountQueryOptions = () => queryOptions({ queryKey: callKey('getAccount', {}), queryFn: getAccount });

/** The signed-in user's profile. */
export const useAccount = (enabled = true) => useQuery({ ...getAccountQueryOptions(), enabled });
