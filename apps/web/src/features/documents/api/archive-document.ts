import { callApi } from '#web/lib/api-call';
import { useDocumentMutation } from './document-action-reply';

/** Archives a document: `DELETE /document/{id}/archive`. */
export const archiveDocument = ({ documentId }: { documentId: string }) =>
  callApi('setDocumentArchived', { params: { id: documentId } });

/** The archive mutation. */
export const useArchiveDocument = () => useDocumentMutation(archiveDocument);
