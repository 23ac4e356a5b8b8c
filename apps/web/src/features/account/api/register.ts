import type { AccountActionReply, RegisterRequest } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** Registers a customer; the reply is the same whether the e-mail was new or not. */
export const register = async (body: RegisterRequest): Promise<AccountActionReply> =>
  callApi('registerAccount', { body }, { auth: false });

/** The registration mutation. */
export const useRegister = () => useMutation({ mutationFn: register });
