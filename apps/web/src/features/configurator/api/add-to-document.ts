import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** What the overview's save into a document needs. */
export type AddToDocumentVariables = {
  documentId: string;
  configurationId: string;
  brandPartnerId: string;
  /** The position to put it at; left out: after the last. */
  position?: number | null;
};

/**
 * Puts the configuration into the document (or, when it is in it already, replaces it: priced again):
 * `POST /document/{documentId}?configurationId=&brandPartnerId=[&p=]`.
 */
export const addToDocument = ({ documentId, configurationId, brandPartnerId, position }: AddToDocumentVariables) =>
  callApi('addDocumentConfiguration', {
    params: { id: documentId },
    query: { configurationId, brandPartnerId, p: position ?? undefined },
  });

/** The save-into-document mutation; the document's rows reload. */
export const useAddToDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToDocument,
    onSuccess: (_reply, variables) => queryClient.invalidateQueries({ queryKey: ['document', variables.documentId] }),
  });
};
