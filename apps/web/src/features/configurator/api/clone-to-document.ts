import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** What a new version needs. */
export type CloneToDocumentVariables = { documentId: string; configurationId: string; brandPartnerId: string };

/** A new version of a configuration of the document: `POST /configurator/{id}/clone/{documentId}?brandPartnerId=`. */
export const cloneToDocument = ({ documentId, configurationId, brandPartnerId }: CloneToDocumentVariables) =>
  callApi('createDocumentConfigurationVersion', { params: { configurationId, documentId }, query: { brandPartnerId } });

/** The new-version mutation; the document's rows reload. */
export const useCloneToDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneToDocument,
    onSuccess: (_reply, variables) => queryClient.invalidateQueries({ queryKey: ['document', variables.documentId] }),
  });
};
