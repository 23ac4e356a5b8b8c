import type { PrintActionReply } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { GENERATED_DOCUMENTS_QUERY_KEY } from './get-generated-documents';

/** Deletes a printed document (a sent offer is refused): `DELETE /document/{id}/download/{generatedId}`. */
export const deleteGenerated = ({ documentId, generatedId }: { documentId: string; generatedId: string }) =>
  apiClient.delete<PrintActionReply>(`/document/${documentId}/download/${generatedId}`);

/** The delete mutation; reloads the generated documents. */
export const useDeleteGenerated = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGenerated,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GENERATED_DOCUMENTS_QUERY_KEY }),
  });
};
