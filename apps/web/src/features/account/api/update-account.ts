import type { Account, AccountUpdate } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Saves personal data and consents; returns the refreshed profile. */
export const updateAccount = async (body: AccountUpdate): Promise<Account> => callApi('updateAccount', { body });

/** The profile save mutation; the refreshed profile replaces the cached one. */
export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(callKey('getAccount', {}), account);
      void queryClient.invalidateQueries({ queryKey: ['account', 'info'] });
    },
  });
};
