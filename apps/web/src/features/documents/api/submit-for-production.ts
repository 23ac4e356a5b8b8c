import { apiClient } from '../../../lib/api-client';
import { useDocumentMutation } from './document-action-reply';

/** The production file the submit answers with. */
export type ProductionFileReply = { FileName?: string; MimeType?: string; Contents?: string; Message?: string };

/** Submits a confirmed document for production: `POST /ref/clone?documentId=`. */
export const submitForProduction = ({ documentId }: { documentId: string }) =>
  apiClient.post<ProductionFileReply>('/ref/clone', undefined, { query: { documentId } });

/** The submit-for-production mutation. */
export const useSubmitForProduction = () => useDocumentMutation(submitForProduction);
