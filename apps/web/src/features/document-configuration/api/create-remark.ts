import type { Remark, RemarkCreateBody, RemarkType } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** What a new remark is made of: where, which kind, and the body of the call. */
export type CreateRemarkVariables = { documentConfigurationId: string; type: RemarkType; body: RemarkCreateBody };

/** Writes a remark: `POST /document/configuration/{id}/notes?type=`. */
export const createRemark = ({ documentConfigurationId, type, body }: CreateRemarkVariables): Promise<Remark> =>
  callApi('createConfigurationRemark', {
    params: { id: documentConfigurationId },
    body: body,
    query: { type: `${type}` },
  });

/** The write mutation; the remarks reload when it succeeds. */
export const useCreateRemark = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRemark,
    onSuccess: (_reply, { documentConfigurationId }) =>
      queryClient.invalidateQueries({ queryKey: ['document', 'configuration', documentConfigurationId, 'notes'] }),
  });
};
