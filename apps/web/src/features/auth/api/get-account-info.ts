import type { AccountInfo } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Reads the signed-in user with role, flags, brand theme and footer (with a given token: the one just issued). */
export const getAccountInfo = async (token?: string): Promise<AccountInfo> =>
  callApi('getAccountInfo', {}, token ? { token } : undefined);

/** Query options of the signed-in user's account info. */
export const getAccountInfoQueryOptions = () =>
  queryOptions({ queryKey: callKey('getAccountInfo', {}), queryFn: () => getAccountInfo(), staleTime: 60_000 });

/** The signed-in user's account info. */
export const useAccountInfo = (enabled = true) => useQuery({ ...getAccountInfoQueryOptions(), enabled });
