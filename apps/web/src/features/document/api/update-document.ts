import type { DocumentDetail, DocumentUpdateBody } from '@door/contract';
import { apiClient } from '../../../lib/api-client';
import { useDocumentWrite } from './document-mutation';

/** Saves commission and customer number: `PUT /document/{id}`. */
export const updateDocument = ({ documentId, ...body }: DocumentUpdateBody & { documentId: string }) =>
  apiClient.put<DocumentDetail>(`/document/${documentId}`, body);

/** The commission and customer number mutation. */
export const useUpdateDocument = () => useDocumentWrite(updateDocument);
