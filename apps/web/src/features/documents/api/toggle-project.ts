import { callApi } from '#web/lib/api-call';
import { useDocumentMutation } from './document-action-reply';

/** Switches the document's project between active and closed: `POST /document/{id}/toggle`. */
export const toggleProject = ({ documentId }: { documentId: string; brandPartnerId: string }) =>
  callApi('setDocumentProjectStatus', { params: { id: documentId } });

/** The project toggle mutation. */
export const useToggleProject = () => useDocumentMutation(toggleProject);
