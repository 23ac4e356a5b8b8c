import type { GeneratedDocumentList } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The generated documents of a document: `GET /document/{id}/documents?brandPartnerId=`. */
export const getGeneratedDocuments = (documentId: string, brandPartnerId: string): Promise<GeneratedDocumentList> =>
  callApi('listGeneratedDocuments', { params: { id: documentId }, query: { brandPartnerId } });

/** Query options of a document's generated documents. */
export const getGeneratedDocumentsQueryOptions = (documentId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('listGeneratedDocuments', { params: { id: documentId }, query: { brandPartnerId } }),
    queryFn: () => getGeneratedDocuments(documentId, brandPartnerId),
  });

/** The generated documents of a document. */
export const useGeneratedDocuments = (documentId: string, brandPartnerId: string) =>
  useQuery(getGeneratedDocumentsQueryOptions(documentId, brandPartnerId));
