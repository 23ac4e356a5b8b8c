import type { DocumentOverviewReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The overview of a configuration in a document: `GET /document/configuration/{id}/overview?brandPartnerId=`. */
export const getDocumentOverview = (documentConfigurationId: string, brandPartnerId: string) =>
  apiClient.get<DocumentOverviewReply>(`/document/configuration/${documentConfigurationId}/overview`, {
    query: { brandPartnerId },
  });

/** Query options of the overview (in the interface language). */
export const getDocumentOverviewQueryOptions = (
  documentConfigurationId: string,
  brandPartnerId: string,
  language: string,
) =>
  queryOptions({
    queryKey: ['document-configuration', documentConfigurationId, 'overview', brandPartnerId, language],
    queryFn: () => getDocumentOverview(documentConfigurationId, brandPartnerId),
  });

/** The overview of a configuration in a document. */
export const useDocumentOverview = (documentConfigurationId: string, brandPartnerId: string, language: string) =>
  useQuery(getDocumentOverviewQueryOptions(documentConfigurationId, brandPartnerId, language));
