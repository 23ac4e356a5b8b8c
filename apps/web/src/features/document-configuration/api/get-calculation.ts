import type { CalculationReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The calculation of a configuration in a document: `GET /document/configuration/{id}/calculation?brandPartnerId=`. */
export const getCalculation = (documentConfigurationId: string, brandPartnerId: string) =>
  apiClient.get<CalculationReply>(`/document/configuration/${documentConfigurationId}/calculation`, {
    query: { brandPartnerId },
  });

/** Query options of the calculation. */
export const getCalculationQueryOptions = (documentConfigurationId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: ['document-configuration', documentConfigurationId, 'calculation', brandPartnerId],
    queryFn: () => getCalculation(documentConfigurationId, brandPartnerId),
  });

/** The calculation of a configuration in a document. */
export const useCalculation = (documentConfigurationId: string, brandPartnerId: string) =>
  useQuery(getCalculationQueryOptions(documentConfigurationId, brandPartnerId));
