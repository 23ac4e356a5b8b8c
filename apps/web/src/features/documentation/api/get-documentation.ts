import { DOCUMENT_STATUS_IDS, type DocumentationReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** How often the page asks for the status while documentation is being generated. */
export const GENERATING_POLL_MS = 1500;

/** The technical documentation of a configuration: `GET /document/configuration/{id}/documentation`. */
export const getDocumentation = (documentConfigurationId: string, brandPartnerId: string) =>
  apiClient.get<DocumentationReply>(`/document/configuration/${documentConfigurationId}/documentation`, {
    query: { brandPartnerId },
  });

/** Query options of a configuration's documentation. */
export const getDocumentationQueryOptions = (documentConfigurationId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: ['documentation', documentConfigurationId, brandPartnerId],
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
