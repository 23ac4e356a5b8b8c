import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { REMARKS_QUERY_KEY } from './get-remarks';

/** Which remark to delete, and for which brand partner. */
export type DeleteRemarkVariables = { documentConfigurationId: string; remarkId: string; brandPartnerId: string };

/** Deletes a remark: `DELETE /document/configuration/{id}/notes/{noteId}?brandPartnerId=`. */
export const deleteRemark = ({ documentConfigurationId, remarkId, brandPartnerId }: DeleteRemarkVariables) =>
  apiClient.delete<null>(`/document/configuration/${documentConfigurationId}/notes/${remarkId}`, {
    query: { brandPartnerId },
  });

/** The delete mutation; the remarks reload when it succeeds. */
export const useDeleteRemark = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRemark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REMARKS_QUERY_KEY }),
  });
};
