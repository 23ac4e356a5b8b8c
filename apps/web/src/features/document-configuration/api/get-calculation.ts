import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The calculation of a configuration in a document: `GET /document/configuration/{id}/calculation?brandPartnerId=`. */
export const getCalculation = (documentConfigurationId: string, brandPartnerId: string) =>
  callApi('getDocumentConfigurationCalculation', {
    params: { id: documentConfigurationId },
    query: { brandPartnerId },
  });

/** Query options of the calculation. */
export const getCalculationQueryOptions = (documentConfigurationId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('getDocumentConfigurationCalculation', {
      params: { id: documentConfigurationId },
      query: { brandPartnerId },
    }),
    queryFn: () => getCalculation(documentConfigurationId, brandPartnerId),
  });

/** The calculation of a configuration in a document. */
export const useCalculation = (documentConfigurationId: string, brandPartnerId: string) =>
  useQuery(getCalculationQueryOptions(documentConfigurationId, brandPartnerId));
