import { callApi } from '#web/lib/api-call';

/** One generated document as PDF or Word: `GET /document/{id}/download/{generatedId}/pdf|doc`. */
export const downloadGenerated = ({
  documentId,
  generatedId,
  format,
}: {
  documentId: string;
  generatedId: string;
  format: 'pdf' | 'doc';
}) =>
  callApi(format === 'pdf' ? 'getGeneratedDocumentPdf' : 'getGeneratedDocumentDocx', {
    params: { id: documentId, generatedId },
  });

/** The chosen generated documents as one zip: `POST /document/{id}/download/zip`. */
export const downloadGeneratedZip = ({ documentId, documentIds }: { documentId: string; documentIds: string[] }) =>
  callApi('getGeneratedDocumentsZip', { params: { id: documentId }, body: { DocumentIds: documentIds } });
