import type { PublicDocumentItem } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The documents of a configuration, public: `GET /configurator/{configurationId}/documents`. */
export const getPublicDocuments = (configurationId: string): Promise<PublicDocumentItem[]> =>
  callApi('getPublicConfigurationDocuments', { params: { configurationId } });

/** Query options of a configuration's public documents. */
export const getPublicDocumentsQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: callKey('getPublicConfigurationDocuments', { params: { configurationId } }),
    queryFn: () => getPublicDocuments(configurationId),
  });

/** The public documents of a configuration; a failure leaves the list empty (§8: no failure handling). */
export const usePublicDocuments = (configurationId: string) =>
  useQuery({ ...getPublicDocumentsQueryOptions(configurationId), retry: false });
