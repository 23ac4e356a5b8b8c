import { apiClient } from '../../../lib/api-client';
import { type DocumentActionReply, useDocumentMutation } from './document-action-reply';

/** `POST /document/{id}/forward` (§7). */
export type ForwardDocumentRequest = { BrandPartnerId: string; ContactId: string };

/** Forwards a received document to a contact with a user. */
export const forwardDocument = ({ documentId, ...body }: ForwardDocumentRequest & { documentId: string }) =>
  apiClient.post<DocumentActionReply>(`/document/${documentId}/forward`, body);

/** The forward mutation. */
export const useForwardDocument = () => useDocumentMutation(forwardDocument);
