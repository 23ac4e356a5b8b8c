import type { Account, AccountUpdate } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from './get-account';

/** Saves personal data and consents; returns the refreshed profile. */
export const updateAccount = async (body: AccountUpdate): Promise<Account> =>
  apiClient.post<Account>('/account/update', body);

/** The profile save mutation; the refreshed profile replaces the cached one. */
export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(ACCOUNT_QUERY_KEY, account);
      void queryClient.invalidateQueries({ queryKey: ['account', 'info'] });
    },
  });
};
