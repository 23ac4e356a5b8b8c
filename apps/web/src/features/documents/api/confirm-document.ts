import { callApi } from '#web/lib/api-call';
import { useDocumentMutation } from './document-action-reply';

/** Confirms an offer or order confirmation: `POST /document/{id}/confirm?brandPartnerId=`. */
export const confirmDocument = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  callApi('setDocumentConfirmed', { params: { id: documentId }, query: { brandPartnerId } });

/** The confirm mutation. */
export const useConfirmDocument = () => useDocumentMutation(confirmDocument);
