import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppStore } from '#web/stores/app-store';

/**
 * A write to the current document: on success everything read about it (detail, contact data, history) is read
 * again, and the document lists are marked stale.
 */
export const useDocumentWrite = <Variables, Reply>(mutationFn: (variables: Variables) => Promise<Reply>) => {
  const queryClient = useQueryClient();
  const documentId = useAppStore((state) => state.document?.documentId ?? '');
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['document', documentId] });
      // The lists (`/document/{bpi}/my…`) show the change too.
      void queryClient.invalidateQueries({ queryKey: ['document'] });
    },
  });
};
