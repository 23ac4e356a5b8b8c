import type { DocumentUpdateBody } from '@door/contract';
import { callApi } from '#web/lib/api-call';
import { useDocumentWrite } from './document-mutation';

/** Saves commission and customer number: `PUT /document/{id}`. */
export const updateDocument = ({ documentId, ...body }: DocumentUpdateBody & { documentId: string }) =>
  callApi('updateDocument', { params: { id: documentId }, body });

/** The commission and customer number mutation. */
export const useUpdateDocument = () => useDocumentWrite(updateDocument);
