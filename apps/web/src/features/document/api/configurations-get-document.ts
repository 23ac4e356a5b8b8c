import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The document with its configurations: `GET /document/{id}?brandPartnerId=`. */
export const getDocumentWithConfigurations = (documentId: string, brandPartnerId: string) =>
  callApi('getDocument', { params: { id: documentId }, query: { brandPartnerId } });

/** Query options of the document with its configurations. */
export const getDocumentWithConfigurationsQueryOptions = (documentId: string, brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('getDocument', { params: { id: documentId }, query: { brandPartnerId } }),
    queryFn: () => getDocumentWithConfigurations(documentId, brandPartnerId),
    retry: false,
  });

/** The document with its configurations (the rows of the configurations page). */
export const useDocumentWithConfigurations = (documentId: string, brandPartnerId: string) =>
  useQuery({ ...getDocumentWithConfigurationsQueryOptions(documentId, brandPartnerId), enabled: documentId !== '' });
