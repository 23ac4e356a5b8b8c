import { callApi } from '#web/lib/api-call';
import { useDocumentWrite } from './document-mutation';

/** Makes the next revision of the offer: `POST /document/{id}/revision`. */
export const createRevision = ({ documentId, brandPartnerId }: { documentId: string; brandPartnerId: string }) =>
  callApi('createDocumentRevision', { params: { id: documentId }, body: { BrandPartnerId: brandPartnerId } });

/** The new-revision mutation (the document's detail, revisions and history are read again). */
export const useCreateRevision = () => useDocumentWrite(createRevision);
