import type { FileReply } from '@door/contract';
import { apiClient } from '../../../lib/api-client';

/** One generated document as PDF or Word: `GET /document/{id}/download/{generatedId}/pdf|doc`. */
export const downloadGenerated = ({
  documentId,
  generatedId,
  format,
}: {
  documentId: string;
  generatedId: string;
  format: 'pdf' | 'doc';
}) => apiClient.get<FileReply>(`/document/${documentId}/download/${generatedId}/${format}`);

/** The chosen generated documents as one zip: `POST /document/{id}/download/zip`. */
export const downloadGeneratedZip = ({ documentId, documentIds }: { documentId: string; documentIds: string[] }) =>
  apiClient.post<FileReply>(`/document/${documentId}/download/zip`, { DocumentIds: documentIds });
