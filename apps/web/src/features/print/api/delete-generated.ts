import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** Deletes a printed document (a sent offer is refused): `DELETE /document/{id}/download/{generatedId}`. */
export const deleteGenerated = ({ documentId, generatedId }: { documentId: string; generatedId: string }) =>
  callApi('removeGeneratedDocument', { params: { id: documentId, generatedId } });

/** The delete mutation; reloads the generated documents. */
export const useDeleteGenerated = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGenerated,
    onSuccess: (_reply, { documentId }) =>
      queryClient.invalidateQueries({ queryKey: ['document', documentId, 'documents'] }),
  });
};
