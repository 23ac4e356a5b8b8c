import type { PrintActionReply } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { GENERATED_DOCUMENTS_QUERY_KEY } from './get-generated-documents';

/** Marks the printed offer as sent: `POST /document/{id}/sendmanually?brandPartnerId=`. */
export const sendManually = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  apiClient.post<PrintActionReply>(`/document/${documentId}/sendmanually`, undefined, { query: { brandPartnerId } });

/** The mark-as-sent mutation; reloads the generated documents and the document lists. */
export const useSendManually = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendManually,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: GENERATED_DOCUMENTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['documents'] });
    },
  });
};
