import { apiClient } from '../../../lib/api-client';
import { type DocumentActionReply, useDocumentMutation } from './document-action-reply';

/** Switches the document's project between active and closed: `POST /document/{id}/toggle`. */
export const toggleProject = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  apiClient.post<DocumentActionReply>(`/document/${documentId}/toggle`, undefined, { query: { brandPartnerId } });

/** The project toggle mutation. */
export const useToggleProject = () => useDocumentMutation(toggleProject);
