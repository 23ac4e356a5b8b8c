import type { DocumentDetail } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The document detail with its configurations: `GET /document/{id}?brandPartnerId=`. */
export const getDocument = (documentId: string, brandPartnerId: string): Promise<DocumentDetail> =>
  callApi('getDocument', { params: { id: documentId }, query: { brandPartnerId } });

/** Query options of the document detail. */
export const getDocumentQueryOptions = (documentId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('getDocument', { params: { id: documentId }, query: { brandPartnerId } }),
    queryFn: () => getDocument(documentId, brandPartnerId),
  });

/** The document detail. */
export const useDocument = (documentId: string, brandPartnerId: string) =>
  useQuery(getDocumentQueryOptions(documentId, brandPartnerId));
