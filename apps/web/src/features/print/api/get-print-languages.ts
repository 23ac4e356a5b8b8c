import type { LanguageItem } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The languages a document can be printed in: `GET /selection/language/{documentId}`. */
export const getPrintLanguages = (documentId: string): Promise<LanguageItem[]> =>
  callApi('listDocumentLanguages', { params: { documentId } });

/** Query options of a document's print languages. */
export const getPrintLanguagesQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: callKey('listDocumentLanguages', { params: { documentId } }),
    queryFn: () => getPrintLanguages(documentId),
  });

/** The print languages of a document. */
export const usePrintLanguages = (documentId: string) => useQuery(getPrintLanguagesQueryOptions(documentId));
