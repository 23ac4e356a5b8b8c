import type { AccountActionReply } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** Activates an account with the token of its activation link. */
export const activateAccount = async (token: string): Promise<AccountActionReply> =>
  callApi('activateAccount', { body: { Token: token } }, { auth: false });

/** The activation mutation. */
export const useActivateAccount = () => useMutation({ mutationFn: activateAccount });
