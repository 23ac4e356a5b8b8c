import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The position data: `GET /document/configuration/{id}?brandPartnerId=`. */
export const getPositionData = (documentConfigurationId: string, brandPartnerId: string) =>
  callApi('getDocumentConfigurationPosition', { params: { id: documentConfigurationId }, query: { brandPartnerId } });

/** Query options of the position data. */
export const getPositionDataQueryOptions = (documentConfigurationId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('getDocumentConfigurationPosition', {
      params: { id: documentConfigurationId },
      query: { brandPartnerId },
    }),
    queryFn: () => getPositionData(documentConfigurationId, brandPartnerId),
    retry: false,
  });

/** The position data of the current configuration in the document. */
export const usePositionData = (documentConfigurationId: string, brandPartnerId: string) =>
  useQuery({
    ...getPositionDataQueryOptions(documentConfigurationId, brandPartnerId),
    enabled: documentConfigurationId !== '',
  });
