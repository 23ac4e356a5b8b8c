import { DOCUMENT_STATUS_IDS } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** How often the page asks for the status while documentation is being generated. */
export const GENERATING_POLL_MS = 1500;

/** The technical documentation of a configuration: `GET /document/configuration/{id}/documentation`. */
export const getDocumentation = (documentConfigurationId: string, brandPartnerId: string) =>
  callApi('getConfigurationDocumentation', { params: { id: documentConfigurationId }, query: { brandPartnerId } });

/** Query options of a configuration's documentation. */
export const getDocumentationQueryOptions = (documentConfigurationId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('getConfigurationDocumentation', {
      params: { id: documentConfigurationId },
      query: { brandPartnerId },
    }),
    queryFn: () => getDocumentation(documentConfigurationId, brandPartnerId),
  });

/** The documentation, polled while its status is 'generating technical documentation'. */
export const useDocumentation = (documentConfigurationId: string | null, brandPartnerId: string | null) =>
  useQuery({
    ...getDocumentationQueryOptions(documentConfigurationId ?? '', brandPartnerId ?? ''),
    enabled: documentConfigurationId !== null && brandPartnerId !== null,
    refetchInterval: (query) =>
      query.state.data?.DocumentStatusId === DOCUMENT_STATUS_IDS.generatingTechnicalDocumentation
        ? GENERATING_POLL_MS
        : false,
  });
