import type { PrintTemplate } from '@door/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The print templates of a document, its type's default marked: `GET /document/{id}/templates`. */
export const getPrintTemplates = (documentId: string): Promise<PrintTemplate[]> =>
  apiClient.get<PrintTemplate[]>(`/document/${documentId}/templates`);

/** Query options of a document's print templates. */
export const getPrintTemplatesQueryOptions = (documentId: string) =>
  queryOptions({ queryKey: ['print', 'templates', documentId], queryFn: () => getPrintTemplates(documentId) });

/** The print templates of a document. */
export const usePrintTemplates = (documentId: string) => useQuery(getPrintTemplatesQueryOptions(documentId));
