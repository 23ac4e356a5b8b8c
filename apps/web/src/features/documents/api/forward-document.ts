import { callApi } from '#web/lib/api-call';
import { useDocumentMutation } from './document-action-reply';

/** `POST /document/{id}/forward` (§7). */
export type ForwardDocumentRequest = { BrandPartnerId: string; ContactId: string };

/** Forwards a received document to a contact with a user. */
export const forwardDocument = ({ documentId, ...body }: ForwardDocumentRequest & { documentId: string }) =>
  callApi('sendDocumentToContact', { params: { id: documentId }, body });

/** The forward mutation. */
export const useForwardDocument = () => useDocumentMutation(forwardDocument);
