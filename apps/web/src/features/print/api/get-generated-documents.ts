import type { GeneratedDocumentList } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The generated documents of a document: `GET /document/{id}/documents?brandPartnerId=`. */
export const getGeneratedDocuments = (documentId: string, brandPartnerId: string): Promise<GeneratedDocumentList> =>
  apiClient.get<GeneratedDocumentList>(`/document/${documentId}/documents`, { query: { brandPartnerId } });

/** The query key of every generated-documents list (reloaded after print, delete and mark as sent). */
export const GENERATED_DOCUMENTS_QUERY_KEY = ['print', 'generated'] as const;

/** Query options of a document's generated documents. */
export const getGeneratedDocumentsQueryOptions = (documentId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: [...GENERATED_DOCUMENTS_QUERY_KEY, documentId, brandPartnerId],
    queryFn: () => getGeneratedDocuments(documentId, brandPartnerId),
  });

/** The generated documents of a document. */
export const useGeneratedDocuments = (documentId: string, brandPartnerId: string) =>
  useQuery(getGeneratedDocumentsQueryOptions(documentId, brandPartnerId));
