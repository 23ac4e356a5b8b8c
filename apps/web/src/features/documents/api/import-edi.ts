import { apiClient } from '../../../lib/api-client';
import { useDocumentMutation } from './document-action-reply';

/** `POST /document/{id}/upload/edifactxml` (§7). */
export type ImportEdiRequest = { BrandPartnerId: string; Base64File: string; FileName: string };

/** Imports an EDI XML file into a document; the reply is shown raw when it has no SalesDocumentId (§8). */
export const importEdi = ({ documentId, ...body }: ImportEdiRequest & { documentId: string }) =>
  apiClient.post<unknown>(`/document/${documentId}/upload/edifactxml`, body);

/** The EDI import mutation. */
export const useImportEdi = () => useDocumentMutation(importEdi);
