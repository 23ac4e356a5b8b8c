import type { InquiryReply, InquiryRequestInput } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** Sends an inquiry (POST /cart/inquiry). */
export const sendInquiry = async (body: InquiryRequestInput): Promise<InquiryReply> => callApi('sendInquiry', { body });

/** The inquiry mutation; the cart reloads afterwards because the configurations leave it. */
export const useSendInquiry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInquiry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
};
