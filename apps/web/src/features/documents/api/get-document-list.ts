import type { DocumentListPage } from '@door/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { documentListQuery, documentListSuffix, type ListState } from '../lib/list-query';

/** Query key prefix of every document list; actions invalidate it to reload. */
export const DOCUMENT_LIST_QUERY_KEY = ['documents', 'list'] as const;

/** A page of a document list: `GET /document/{bpi}/{my|all}[All][Limit]` with the filter, sort and paging extension. */
export const getDocumentList = (brandPartnerId: string, state: ListState): Promise<DocumentListPage> =>
  apiClient.get<DocumentListPage>(`/document/${brandPartnerId}/${documentListSuffix(state)}`, {
    query: documentListQuery(state),
  });

/** Query options of a document list page. */
export const getDocumentListQueryOptions = (brandPartnerId: string, state: ListState) =>
  queryOptions({
    queryKey: [...DOCUMENT_LIST_QUERY_KEY, brandPartnerId, documentListSuffix(state), documentListQuery(state)],
    queryFn: () => getDocumentList(brandPartnerId, state),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** A document list page; the previous page stays while the next loads. */
export const useDocumentList = (brandPartnerId: string, state: ListState) =>
  useQuery(getDocumentListQueryOptions(brandPartnerId, state));
