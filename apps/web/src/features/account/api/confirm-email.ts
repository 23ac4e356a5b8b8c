import type { ConfirmEmailReply } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** Confirms the new address of an e-mail change with the token of the link mailed there. */
export const confirmEmail = async (token: string): Promise<ConfirmEmailReply> =>
  callApi('confirmEmail', { body: { Token: token } }, { auth: false });

/** The confirmation mutation. */
export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
