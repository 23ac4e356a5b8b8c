import type { AccountActionReply, RegisterRequest } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Registers a customer; the reply is the same whether the e-mail was new or not. */
export const register = async (body: RegisterRequest): Promise<AccountActionReply> =>
  apiClient.post<AccountActionReply>('/account/register', body, { auth: false });

/** The registration mutation. */
export const useRegister = () => useMutation({ mutationFn: register });
