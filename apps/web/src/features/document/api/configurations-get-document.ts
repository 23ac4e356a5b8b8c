import type { DocumentDetail } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Query key prefix of one document's detail; the configuration writes invalidate it to reload the rows. */
export const documentQueryKey = (documentId: string) => ['document', documentId] as const;

/** The document with its configurations: `GET /document/{id}?brandPartnerId=`. */
export const getDocumentWithConfigurations = (documentId: string, brandPartnerId: string) =>
  apiClient.get<DocumentDetail>(`/document/${documentId}`, { query: { brandPartnerId } });

/** Query options of the document with its configurations. */
export const getDocumentWithConfigurationsQueryOptions = (documentId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: [...documentQueryKey(documentId), brandPartnerId],
    queryFn: () => getDocumentWithConfigurations(documentId, brandPartnerId),
    retry: false,
  });

/** The document with its configurations (the rows of the configurations page). */
export const useDocumentWithConfigurations = (documentId: string, brandPartnerId: string) =>
  useQuery({ ...getDocumentWithConfigurationsQueryOptions(documentId, brandPartnerId), enabled: documentId !== '' });
