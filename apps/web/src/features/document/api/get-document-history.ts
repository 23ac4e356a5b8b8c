import type { DocumentHistoryEntry } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { documentKey } from './get-document';

/** The history of a document and its configurations, newest first: `GET /document/{id}/history`. */
export const getDocumentHistory = (documentId: string): Promise<DocumentHistoryEntry[]> =>
  apiClient.get<DocumentHistoryEntry[]>(`/document/${documentId}/history`);

/** Query options of the history. */
export const getDocumentHistoryQueryOptions = (documentId: string) =>
  queryOptions({ queryKey: [...documentKey(documentId), 'history'], queryFn: () => getDocumentHistory(documentId) });

/** The history of a document. */
export const useDocumentHistory = (documentId: string) => useQuery(getDocumentHistoryQueryOptions(documentId));
