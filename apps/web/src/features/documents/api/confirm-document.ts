import { apiClient } from '../../../lib/api-client';
import { type DocumentActionReply, useDocumentMutation } from './document-action-reply';

/** Confirms an offer or order confirmation: `POST /document/{id}/confirm?brandPartnerId=`. */
export const confirmDocument = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  apiClient.post<DocumentActionReply>(`/document/${documentId}/confirm`, undefined, { query: { brandPartnerId } });

/** The confirm mutation. */
export const useConfirmDocument = () => useDocumentMutation(confirmDocument);
