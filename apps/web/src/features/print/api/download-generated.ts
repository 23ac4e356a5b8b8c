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

/** Hands a base64 file to the browser as a download. */
export const saveFile = (file: FileReply): void => {
  const bytes = Uint8Array.from(atob(file.Contents), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.MimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.FileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};
