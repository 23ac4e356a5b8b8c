import type { AccountActionReply, ResetPasswordRequest } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Sets a new password with the token of a reset link. */
export const resetPassword = async (body: ResetPasswordRequest): Promise<AccountActionReply> =>
  apiClient.post<AccountActionReply>('/account/resetPassword', body, { auth: false });

/** The new-password mutation. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
