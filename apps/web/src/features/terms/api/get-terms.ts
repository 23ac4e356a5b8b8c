import type { TermsReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The document's payment and delivery terms: `GET /document/{id}/terms?brandPartnerId=`. */
export const getTerms = (documentId: string, brandPartnerId: string) =>
  apiClient.get<TermsReply>(`/document/${documentId}/terms`, { query: { brandPartnerId } });

/** Query options of the terms. */
export const getTermsQueryOptions = (documentId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: ['document', documentId, 'terms', brandPartnerId],
    queryFn: () => getTerms(documentId, brandPartnerId),
  });

/** The document's terms. */
export const useTerms = (documentId: string, brandPartnerId: string) =>
  useQuery(getTermsQueryOptions(documentId, brandPartnerId));
