import type { Remark, RemarkType } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The remarks of one kind: `GET /document/configuration/{id}/notes?type=`. */
export const getRemarks = (documentConfigurationId: string, type: RemarkType): Promise<Remark[]> =>
  callApi('listConfigurationRemarks', { params: { id: documentConfigurationId }, query: { type: `${type}` } });

/** Query options of the remarks of one kind. */
export const getRemarksQueryOptions = (documentConfigurationId: string, type: RemarkType) =>
  queryOptions({
    queryKey: callKey('listConfigurationRemarks', {
      params: { id: documentConfigurationId },
      query: { type: `${type}` },
    }),
    queryFn: () => getRemarks(documentConfigurationId, type),
    retry: false,
  });

/** The remarks of one kind of a configuration in a document. */
export const useRemarks = (documentConfigurationId: string, type: RemarkType) =>
  useQuery(getRemarksQueryOptions(documentConfigurationId, type));
