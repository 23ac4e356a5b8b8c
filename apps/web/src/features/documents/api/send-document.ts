import { apiClient } from '../../../lib/api-client';
import { type DocumentActionReply, useDocumentMutation } from './document-action-reply';

/** Sends a document to its recipient partner: `POST /document/{id}/send?brandPartnerId=`. */
export const sendDocument = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  apiClient.post<DocumentActionReply>(`/document/${documentId}/send`, undefined, { query: { brandPartnerId } });

/** The send mutation. */
export const useSendDocument = () => useDocumentMutation(sendDocument);
