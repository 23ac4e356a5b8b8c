import { apiClient } from '../../../lib/api-client';

/** Reply of the EDI export: the file, base64; neither name nor message is the ERP's empty error (§8). */
export type EdiExportReply = { FileName?: string; MimeType?: string; Contents?: string; Message?: string };

/** Exports a document as EDIFACT-like XML for the ERP: `GET /document/{id}/download/edifactxml?language=`. */
export const exportEdi = ({ documentId, language }: { documentId: string; language: string }) =>
  apiClient.get<EdiExportReply>(`/document/${documentId}/download/edifactxml`, { query: { language } });
