import type { AccountActionReply } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Activates an account with the token of its activation link. */
export const activateAccount = async (token: string): Promise<AccountActionReply> =>
  apiClient.post<AccountActionReply>('/account/activate', { Token: token }, { auth: false });

/** The activation mutation. */
export const useActivateAccount = () => useMutation({ mutationFn: activateAccount });
