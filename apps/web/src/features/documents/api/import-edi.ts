import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';
import { useDocumentMutation } from './document-action-reply';

/** `POST /document/{id}/upload/edifactxml` (§7); `Reprice` prices the positions on today's catalogue. */
export type ImportEdiRequest = { BrandPartnerId: string; Base64File: string; FileName: string; Reprice?: boolean };

/** Imports an EDI XML file into a document; the reply is shown raw when it has no SalesDocumentId (§8). */
export const importEdi = ({ documentId, ...body }: ImportEdiRequest & { documentId: string }) =>
  callApi('createDocumentFromEdiFile', { params: { id: documentId }, body });

/** The EDI import mutation. */
export const useImportEdi = () => useDocumentMutation(importEdi);

/** What an import of the file would price, per position the file's and today's unit price; writes nothing. */
export const previewEdiImport = ({ documentId, ...body }: Omit<ImportEdiRequest, 'Reprice'> & { documentId: string }) =>
  callApi('previewDocumentFromEdiFile', { params: { id: documentId }, body });

/** The EDI import preview (a POST: the file travels in the body). */
export const usePreviewEdiImport = () => useMutation({ mutationFn: previewEdiImport });
