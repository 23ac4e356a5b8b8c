import type { DocumentDetail } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Root key of everything read about one document. */
export const documentKey = (documentId: string) => ['document', documentId] as const;

/** The document detail with its configurations: `GET /document/{id}?brandPartnerId=`. */
export const getDocument = (documentId: string, brandPartnerId: string): Promise<DocumentDetail> =>
  apiClient.get<DocumentDetail>(`/document/${documentId}`, { query: { brandPartnerId } });

/** Query options of the document detail. */
export const getDocumentQueryOptions = (documentId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: [...documentKey(documentId), 'detail', brandPartnerId],
    queryFn: () => getDocument(documentId, brandPartnerId),
  });

/** The document detail. */
export const useDocument = (documentId: string, brandPartnerId: string) =>
  useQuery(getDocumentQueryOptions(documentId, brandPartnerId));
