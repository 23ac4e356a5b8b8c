import type { LanguageItem } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The languages a document can be exported in: `GET /selection/language/{documentId}`. */
export const getDocumentLanguages = (documentId: string): Promise<LanguageItem[]> =>
  callApi('listDocumentLanguages', { params: { documentId } });

/** Query options of a document's languages. */
export const getDocumentLanguagesQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: callKey('listDocumentLanguages', { params: { documentId } }),
    queryFn: () => getDocumentLanguages(documentId),
  });

/** The languages of a document. */
export const useDocumentLanguages = (documentId: string | null) =>
  useQuery({ ...getDocumentLanguagesQueryOptions(documentId ?? ''), enabled: documentId !== null });
