import { type AccountActionReply, accountActionReplySchema } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Activates an account with the token of its activation link. */
export const activateAccount = async (token: string): Promise<AccountActionReply> =>
  accountActionReplySchema.parse(await apiClient.post('/account/activate', { Token: token }, { auth: false }));

/** The activation mutation. */
export const useActivateAccount = () => useMutation({ mutationFn: activateAccount });
