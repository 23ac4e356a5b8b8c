import { callApi } from '#web/lib/api-call';
import { useDocumentMutation } from './document-action-reply';

/** `POST /document/{id}/assign` (§7). */
export type AssignDocumentRequest = { BrandPartnerId: string; PartnerUserId: string };

/** Assigns a document to a user of the partner. */
export const assignDocument = ({ documentId, ...body }: AssignDocumentRequest & { documentId: string }) =>
  callApi('setDocumentSalesman', { params: { id: documentId }, body });

/** The assign mutation. */
export const useAssignDocument = () => useDocumentMutation(assignDocument);
