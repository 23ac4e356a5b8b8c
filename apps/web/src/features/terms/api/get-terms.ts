import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The document's payment and delivery terms: `GET /document/{id}/terms?brandPartnerId=`. */
export const getTerms = (documentId: string, brandPartnerId: string) =>
  callApi('getDocumentTerms', { params: { id: documentId }, query: { brandPartnerId } });

/** Query options of the terms. */
export const getTermsQueryOptions = (documentId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('getDocumentTerms', { params: { id: documentId }, query: { brandPartnerId } }),
    queryFn: () => getTerms(documentId, brandPartnerId),
  });

/** The document's terms. */
export const useTerms = (documentId: string, brandPartnerId: string) =>
  useQuery(getTermsQueryOptions(documentId, brandPartnerId));
