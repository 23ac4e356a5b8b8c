import type { ConfigurationPositionData } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Query key of a configuration's position data. */
export const positionQueryKey = (documentConfigurationId: string) =>
  ['document-configuration', documentConfigurationId, 'position'] as const;

/** The position data: `GET /document/configuration/{id}?brandPartnerId=`. */
export const getPositionData = (documentConfigurationId: string, brandPartnerId: string) =>
  apiClient.get<ConfigurationPositionData>(`/document/configuration/${documentConfigurationId}`, {
    query: { brandPartnerId },
  });

/** Query options of the position data. */
export const getPositionDataQueryOptions = (documentConfigurationId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: [...positionQueryKey(documentConfigurationId), brandPartnerId],
    queryFn: () => getPositionData(documentConfigurationId, brandPartnerId),
    retry: false,
  });

/** The position data of the current configuration in the document. */
export const usePositionData = (documentConfigurationId: string, brandPartnerId: string) =>
  useQuery({
    ...getPositionDataQueryOptions(documentConfigurationId, brandPartnerId),
    enabled: documentConfigurationId !== '',
  });
