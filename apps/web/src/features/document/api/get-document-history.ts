import type { DocumentHistoryEntry } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The history of a document and its configurations, newest first: `GET /document/{id}/history`. */
export const getDocumentHistory = (documentId: string): Promise<DocumentHistoryEntry[]> =>
  callApi('getDocumentHistory', { params: { id: documentId } });

/** Query options of the history. */
export const getDocumentHistoryQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: callKey('getDocumentHistory', { params: { id: documentId } }),
    queryFn: () => getDocumentHistory(documentId),
  });

/** The history of a document. */
export const useDocumentHistory = (documentId: string) => useQuery(getDocumentHistoryQueryOptions(documentId));
