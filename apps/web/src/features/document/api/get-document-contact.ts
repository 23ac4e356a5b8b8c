import type { DocumentContactReply } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { documentKey } from './get-document';

/** The contact data of a document: `GET /document/{documentId}/contact`. */
export const getDocumentContact = (documentId: string): Promise<DocumentContactReply> =>
  apiClient.get<DocumentContactReply>(`/document/${documentId}/contact`);

/** Query options of the contact data. */
export const getDocumentContactQueryOptions = (documentId: string) =>
  queryOptions({ queryKey: [...documentKey(documentId), 'contact'], queryFn: () => getDocumentContact(documentId) });

/** The contact data of a document. */
export const useDocumentContact = (documentId: string) => useQuery(getDocumentContactQueryOptions(documentId));
