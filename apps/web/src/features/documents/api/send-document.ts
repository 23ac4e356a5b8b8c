import { callApi } from '#web/lib/api-call';
import { useDocumentMutation } from './document-action-reply';

/** Sends a document to its recipient partner: `POST /document/{id}/send?brandPartnerId=`. */
export const sendDocument = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  callApi('sendDocument', { params: { id: documentId }, query: { brandPartnerId } });

/** The send mutation. */
export const useSendDocument = () => useDocumentMutation(sendDocument);
