import { useMutation, useQueryClient } from '@tanstack/react-query';

/** What every document action answers (§7): the document to reselect (copy and send to supplier: the new one). */
export type { DocumentActionReply } from '@door/contract';

/** A mutation of a document action that reloads every document list when it succeeds. */
export const useDocumentMutation = <Variables, Reply>(mutationFn: (variables: Variables) => Promise<Reply>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The lists (`/document/{bpi}/my…`) and the document itself are read below /document.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['document'] }),
  });
};
