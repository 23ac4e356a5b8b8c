import type { DocumentRevisionsReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** Every revision of the document's offer, oldest first: `GET /document/{id}/revisions?brandPartnerId=`. */
export const getRevisions = (documentId: string, brandPartnerId: string): Promise<DocumentRevisionsReply> =>
  callApi('listDocumentRevisions', { params: { id: documentId }, query: { brandPartnerId } });

/** Query options of the revisions. */
export const getRevisionsQueryOptions = (documentId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('listDocumentRevisions', { params: { id: documentId }, query: { brandPartnerId } }),
    queryFn: () => getRevisions(documentId, brandPartnerId),
  });

/** The revisions of the document's offer. */
export const useRevisions = (documentId: string, brandPartnerId: string) =>
  useQuery(getRevisionsQueryOptions(documentId, brandPartnerId));
