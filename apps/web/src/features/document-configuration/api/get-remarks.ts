import type { Remark, RemarkType } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Query key prefix of the remarks of a configuration in a document. */
export const REMARKS_QUERY_KEY = ['document-configuration', 'remarks'] as const;

/** The remarks of one kind: `GET /document/configuration/{id}/notes?type=`. */
export const getRemarks = (documentConfigurationId: string, type: RemarkType): Promise<Remark[]> =>
  apiClient.get<Remark[]>(`/document/configuration/${documentConfigurationId}/notes`, { query: { type } });

/** Query options of the remarks of one kind. */
export const getRemarksQueryOptions = (documentConfigurationId: string, type: RemarkType) =>
  queryOptions({
    queryKey: [...REMARKS_QUERY_KEY, documentConfigurationId, type],
    queryFn: () => getRemarks(documentConfigurationId, type),
    retry: false,
  });

/** The remarks of one kind of a configuration in a document. */
export const useRemarks = (documentConfigurationId: string, type: RemarkType) =>
  useQuery(getRemarksQueryOptions(documentConfigurationId, type));
