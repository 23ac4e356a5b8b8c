import type { DocumentDetail } from '@door/contract';
import { apiClient } from '../../../lib/api-client';
import { useDocumentWrite } from './document-mutation';

/** Removes the document's comment: `POST /document/{id}/removeComment`. */
export const removeComment = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  apiClient.post<DocumentDetail>(`/document/${documentId}/removeComment`, { BrandPartnerId: brandPartnerId });

/** The remove-comment mutation. */
export const useRemoveComment = () => useDocumentWrite(removeComment);
