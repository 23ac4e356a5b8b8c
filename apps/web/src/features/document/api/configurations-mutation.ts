import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A write on the configurations of a document that reloads the document (and the lists' totals) when it succeeds. */
export const useConfigurationsMutation = <Variables extends { documentId: string }, Reply>(
  mutationFn: (variables: Variables) => Promise<Reply>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The document's rows and the lists' totals: everything read below /document.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['document'] }),
  });
};
