import type { Remark, RemarkCreateBody, RemarkType } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { REMARKS_QUERY_KEY } from './get-remarks';

/** What a new remark is made of: where, which kind, and the body of the call. */
export type CreateRemarkVariables = { documentConfigurationId: string; type: RemarkType; body: RemarkCreateBody };

/** Writes a remark: `POST /document/configuration/{id}/notes?type=`. */
export const createRemark = ({ documentConfigurationId, type, body }: CreateRemarkVariables): Promise<Remark> =>
  apiClient.post<Remark>(`/document/configuration/${documentConfigurationId}/notes`, body, { query: { type } });

/** The write mutation; the remarks reload when it succeeds. */
export const useCreateRemark = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRemark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REMARKS_QUERY_KEY }),
  });
};
