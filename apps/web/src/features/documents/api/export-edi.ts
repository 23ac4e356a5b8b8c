import type { Language } from '@door/contract';
import { callApi } from '#web/lib/api-call';

/** Exports a document as EDIFACT-like XML for the ERP: `GET /document/{id}/download/edifactxml?language=`. */
export const exportEdi = ({ documentId, language }: { documentId: string; language: Language }) =>
  callApi('getDocumentEdiFile', { params: { id: documentId }, query: { language } });
