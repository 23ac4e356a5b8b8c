import type { PrintTemplate } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

/** The print templates of a document, its type's default marked: `GET /document/{id}/templates`. */
export const getPrintTemplates = (documentId: string): Promise<PrintTemplate[]> =>
  callApi('listPrintTemplates', { params: { id: documentId } });

/** Query options of a document's print templates. */
export const getPrintTemplatesQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: callKey('listPrintTemplates', { params: { id: documentId } }),
    queryFn: () => getPrintTemplates(documentId),
  });

/** The print templates of a document. */
export const usePrintTemplates = (documentId: string) => useQuery(getPrintTemplatesQueryOptions(documentId));
