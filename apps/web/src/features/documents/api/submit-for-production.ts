import { callApi } from '#web/lib/api-call';
import { useDocumentMutation } from './document-action-reply';

/** Submits a confirmed document for production: `POST /ref/clone?documentId=`. */
export const submitForProduction = ({ documentId }: { documentId: string }) =>
  callApi('sendDocumentToProduction', { query: { documentId } });

/** The submit-for-production mutation. */
export const useSubmitForProduction = () => useDocumentMutation(submitForProduction);
