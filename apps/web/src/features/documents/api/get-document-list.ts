import type { DocumentListPage } from '@door/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';
import { documentListCall, documentListQuery, type ListState } from '../lib/list-query';

/** A page of a document list: `GET /document/{bpi}/{my|all}[All][Limit]` with the filter, sort and paging extension. */
export const getDocumentList = (brandPartnerId: string, state: ListState): Promise<DocumentListPage> =>
  callApi(documentListCall(state), {
    params: { brandPartnerId },
    query: documentListQuery(state),
  }) as Promise<DocumentListPage>;

/** Query options of a document list page. */
export const getDocumentListQueryOptions = (brandPartnerId: string, state: ListState) =>
  queryOptions({
    queryKey: callKey(documentListCall(state), { params: { brandPartnerId }, query: documentListQuery(state) }),
    queryFn: () => getDocumentList(brandPartnerId, state),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** A document list page; the previous page stays while the next loads. */
export const useDocumentList = (brandPartnerId: string, state: ListState) =>
  useQuery(getDocumentListQueryOptions(brandPartnerId, state));
