import type { RevisionDiff } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

type Compare = { documentId: string; brandPartnerId: string; from: string; to: string };

/** What changed between two revisions: `GET /document/{id}/revisions/compare?brandPartnerId=&from=&to=`. */
export const compareRevisions = ({ documentId, brandPartnerId, from, to }: Compare): Promise<RevisionDiff> =>
  callApi('compareDocumentRevisions', { params: { id: documentId }, query: { brandPartnerId, from, to } });

/** Query options of the comparison. */
export const compareRevisionsQueryOptions = (compare: Compare) =>
  queryOptions({
    queryKey: callKey('compareDocumentRevisions', {
      params: { id: compare.documentId },
      query: { brandPartnerId: compare.brandPartnerId, from: compare.from, to: compare.to },
    }),
    queryFn: () => compareRevisions(compare),
    enabled: compare.from !== '' && compare.to !== '' && compare.from !== compare.to,
  });

/** The comparison of two revisions (idle until two different ones are picked). */
export const useCompareRevisions = (compare: Compare) => useQuery(compareRevisionsQueryOptions(compare));
