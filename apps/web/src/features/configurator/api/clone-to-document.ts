import type { CloneConfigurationReply } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** What a new version needs. */
export type CloneToDocumentVariables = { documentId: string; configurationId: string; brandPartnerId: string };

/** A new version of a configuration of the document: `POST /configurator/{id}/clone/{documentId}?brandPartnerId=`. */
export const cloneToDocument = ({ documentId, configurationId, brandPartnerId }: CloneToDocumentVariables) =>
  apiClient.post<CloneConfigurationReply>(`/configurator/${configurationId}/clone/${documentId}`, undefined, {
    query: { brandPartnerId },
  });

/** The new-version mutation; the document's rows reload. */
export const useCloneToDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneToDocument,
    onSuccess: (_reply, variables) => queryClient.invalidateQueries({ queryKey: ['document', variables.documentId] }),
  });
};
