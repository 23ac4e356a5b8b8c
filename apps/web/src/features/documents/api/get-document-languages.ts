import type { LanguageItem } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The languages a document can be exported in: `GET /selection/language/{documentId}`. */
export const getDocumentLanguages = (documentId: string): Promise<LanguageItem[]> =>
  apiClient.get<LanguageItem[]>(`/selection/language/${documentId}`);

/** Query options of a document's languages. */
export const getDocumentLanguagesQueryOptions = (documentId: string) =>
  queryOptions({ queryKey: ['documents', 'languages', documentId], queryFn: () => getDocumentLanguages(documentId) });

/** The languages of a document. */
export const useDocumentLanguages = (documentId: string | null) =>
  useQuery({ ...getDocumentLanguagesQueryOptions(documentId ?? ''), enabled: documentId !== null });
