import type { AccountActionReply, ResetPasswordRequest } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** Sets a new password with the token of a reset link. */
export const resetPassword = async (body: ResetPasswordRequest): Promise<AccountActionReply> =>
  callApi('resetPassword', { body }, { auth: false });

/** The new-password mutation. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
