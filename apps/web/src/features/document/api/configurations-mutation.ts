import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentQueryKey } from './configurations-get-document';

/** A write on the configurations of a document that reloads the document (and the lists' totals) when it succeeds. */
export const useConfigurationsMutation = <Variables extends { documentId: string }, Reply>(
  mutationFn: (variables: Variables) => Promise<Reply>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_reply, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentQueryKey(variables.documentId) }),
        queryClient.invalidateQueries({ queryKey: ['documents', 'list'] }),
      ]),
  });
};
