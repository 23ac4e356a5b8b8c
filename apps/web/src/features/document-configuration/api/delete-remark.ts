import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** Which remark to delete, and for which brand partner. */
export type DeleteRemarkVariables = { documentConfigurationId: string; remarkId: string; brandPartnerId: string };

/** Deletes a remark: `DELETE /document/configuration/{id}/notes/{noteId}?brandPartnerId=`. */
export const deleteRemark = ({ documentConfigurationId, remarkId, brandPartnerId }: DeleteRemarkVariables) =>
  callApi('removeConfigurationRemark', {
    params: { id: documentConfigurationId, noteId: remarkId },
    query: { brandPartnerId },
  });

/** The delete mutation; the remarks reload when it succeeds. */
export const useDeleteRemark = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRemark,
    onSuccess: (_reply, { documentConfigurationId }) =>
      queryClient.invalidateQueries({ queryKey: ['document', 'configuration', documentConfigurationId, 'notes'] }),
  });
};
