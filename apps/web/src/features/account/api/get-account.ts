import type { Account } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Query key of the signed-in user's profile. */
export const ACCOUNT_QUERY_KEY = ['account', 'profile'] as const;

/** Reads the profile: personal data, consents and both address lists. */
export const getAccount = async (): Promise<Account> => apiClient.get<Account>('/account');

/** Query options of the profile. */
export const getAccountQueryOptions = () => queryOptions({ queryKey: ACCOUNT_QUERY_KEY, queryFn: getAccount });

/** The signed-in user's profile. */
export const useAccount = (enabled = true) => useQuery({ ...getAccountQueryOptions(), enabled });
