import type { UpdateConfigurationPositionInput } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** What a position-data save needs. */
export type UpdatePositionVariables = {
  documentId: string;
  documentConfigurationId: string;
  body: UpdateConfigurationPositionInput;
};

/** Saves the position data: `PUT /document/configuration/{id}`. */
export const updatePositionData = ({ documentConfigurationId, body }: UpdatePositionVariables) =>
  callApi('updateDocumentConfigurationPosition', { params: { id: documentConfigurationId }, body });

/** The save mutation; reloads the position data and the document's rows. */
export const useUpdatePositionData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePositionData,
    onSuccess: (_reply, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['document', 'configuration', variables.documentConfigurationId] }),
        queryClient.invalidateQueries({ queryKey: ['document', variables.documentId] }),
      ]),
  });
};
