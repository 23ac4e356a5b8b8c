import type { LanguageItem } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The languages a document can be printed in: `GET /selection/language/{documentId}`. */
export const getPrintLanguages = (documentId: string): Promise<LanguageItem[]> =>
  apiClient.get<LanguageItem[]>(`/selection/language/${documentId}`);

/** Query options of a document's print languages. */
export const getPrintLanguagesQueryOptions = (documentId: string) =>
  queryOptions({ queryKey: ['print', 'languages', documentId], queryFn: () => getPrintLanguages(documentId) });

/** The print languages of a document. */
export const usePrintLanguages = (documentId: string) => useQuery(getPrintLanguagesQueryOptions(documentId));
