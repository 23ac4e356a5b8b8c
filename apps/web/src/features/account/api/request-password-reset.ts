import type { AccountActionReply } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** Asks for a password reset link by e-mail; the server answers the same for every address. */
export const requestPasswordReset = async (username: string): Promise<AccountActionReply> =>
  callApi('requestPasswordReset', { body: { username: username.trim() } }, { auth: false });

/** The reset-request mutation. */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
