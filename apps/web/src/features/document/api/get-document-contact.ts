import type { DocumentContactReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The contact data of a document: `GET /document/{documentId}/contact`. */
export const getDocumentContact = (documentId: string): Promise<DocumentContactReply> =>
  callApi('getDocumentContact', { params: { documentId } });

/** Query options of the contact data. */
export const getDocumentContactQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: callKey('getDocumentContact', { params: { documentId } }),
    queryFn: () => getDocumentContact(documentId),
  });

/** The contact data of a document. */
export const useDocumentContact = (documentId: string) => useQuery(getDocumentContactQueryOptions(documentId));
