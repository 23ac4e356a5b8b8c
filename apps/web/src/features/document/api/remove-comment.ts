import { callApi } from '#web/lib/api-call';
import { useDocumentWrite } from './document-mutation';

/** Removes the document's comment: `POST /document/{id}/removeComment`. */
export const removeComment = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  callApi('removeDocumentComment', { params: { id: documentId }, body: { BrandPartnerId: brandPartnerId } });

/** The remove-comment mutation. */
export const useRemoveComment = () => useDocumentWrite(removeComment);
