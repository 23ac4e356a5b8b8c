import { apiClient } from '../../../lib/api-client';
import { type DocumentActionReply, useDocumentMutation } from './document-action-reply';

/** Archives a document: `DELETE /document/{id}/archive`. */
export const archiveDocument = ({ documentId }: { documentId: string }) =>
  apiClient.delete<DocumentActionReply>(`/document/${documentId}/archive`);

/** The archive mutation. */
export const useArchiveDocument = () => useDocumentMutation(archiveDocument);
