import type { GenerateDocumentRequest } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** Prints (and with Send mails) a document; returns the PDF: `POST /document/{id}/generateDocument`. */
export const generateDocument = ({ documentId, body }: { documentId: string; body: GenerateDocumentRequest }) =>
  callApi('createGeneratedDocument', { params: { id: documentId }, body });

/** The print mutation; reloads the generated documents. */
export const useGenerateDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDocument,
    onSuccess: (_reply, { documentId }) =>
      queryClient.invalidateQueries({ queryKey: ['document', documentId, 'documents'] }),
  });
};
