import type { DocumentContactBodyInput, DocumentContactReply } from '@door/contract';
import { apiClient } from '../../../lib/api-client';
import { useDocumentWrite } from './document-mutation';

/** Saves the contact data: `POST /document/{documentId}/contact` (null for an unticked block). */
export const saveDocumentContact = ({ documentId, ...body }: DocumentContactBodyInput & { documentId: string }) =>
  apiClient.post<DocumentContactReply>(`/document/${documentId}/contact`, body);

/** The contact data mutation; on success the contact data is read again. */
export const useSaveDocumentContact = () => useDocumentWrite(saveDocumentContact);
