import { apiClient } from '../../../lib/api-client';
import { type DocumentActionReply, useDocumentMutation } from './document-action-reply';

/** `POST /document/{id}/assign` (§7). */
export type AssignDocumentRequest = { BrandPartnerId: string; PartnerUserId: string };

/** Assigns a document to a user of the partner. */
export const assignDocument = ({ documentId, ...body }: AssignDocumentRequest & { documentId: string }) =>
  apiClient.post<DocumentActionReply>(`/document/${documentId}/assign`, body);

/** The assign mutation. */
export const useAssignDocument = () => useDocumentMutation(assignDocument);
