import type { FileReply, GenerateDocumentRequest } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { GENERATED_DOCUMENTS_QUERY_KEY } from './get-generated-documents';

/** Prints (and with Send mails) a document; returns the PDF: `POST /document/{id}/generateDocument`. */
export const generateDocument = ({ documentId, body }: { documentId: string; body: GenerateDocumentRequest }) =>
  apiClient.post<FileReply>(`/document/${documentId}/generateDocument`, body);

/** The print mutation; reloads the generated documents. */
export const useGenerateDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GENERATED_DOCUMENTS_QUERY_KEY }),
  });
};
