import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The overview of a configuration in a document: `GET /document/configuration/{id}/overview?brandPartnerId=`. */
export const getDocumentOverview = (documentConfigurationId: string, brandPartnerId: string) =>
  callApi('getDocumentConfigurationOverview', { params: { id: documentConfigurationId }, query: { brandPartnerId } });

/** Query options of the overview (in the interface language). */
export const getDocumentOverviewQueryOptions = (
  documentConfigurationId: string,
  brandPartnerId: string,
  language: string,
) =>
  queryOptions({
    queryKey: callKey(
      'getDocumentConfigurationOverview',
      {
        params: { id: documentConfigurationId },
        query: { brandPartnerId },
      },
      language,
    ),
    queryFn: () => getDocumentOverview(documentConfigurationId, brandPartnerId),
  });

/** The overview of a configuration in a document. */
export const useDocumentOverview = (documentConfigurationId: string, brandPartnerId: string, language: string) =>
  useQuery(getDocumentOverviewQueryOptions(documentConfigurationId, brandPartnerId, language));
