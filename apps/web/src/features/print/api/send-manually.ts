import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** Marks the printed offer as sent: `POST /document/{id}/sendmanually?brandPartnerId=`. */
export const sendManually = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  callApi('setDocumentSent', { params: { id: documentId }, query: { brandPartnerId } });

/** The mark-as-sent mutation; reloads the generated documents and the document lists. */
export const useSendManually = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendManually,
    // The generated documents and the lists: both below /document.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['document'] }),
  });
};
