import type { DocumentTypeOption } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The document types offered for copy and send to supplier: `GET /selection/documenttype/{bpi}`. */
export const getDocumentTypes = (brandPartnerId: string): Promise<DocumentTypeOption[]> =>
  callApi('listDocumentTypes', { params: { brandPartnerId } });

/** Query options of the document types. */
export const getDocumentTypesQueryOptions = (brandPartnerId: string) =>
  queryOptions({
    queryKey: callKey('listDocumentTypes', { params: { brandPartnerId } }),
    queryFn: () => getDocumentTypes(brandPartnerId),
  });

/** The document types of a brand partner. */
export const useDocumentTypes = (brandPartnerId: string, enabled = true) =>
  useQuery({ ...getDocumentTypesQueryOptions(brandPartnerId), enabled });
