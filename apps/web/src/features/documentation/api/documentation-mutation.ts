import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A documentation call that refreshes the documentation afterwards. */
export const useDocumentationMutation = <Args, Reply>(call: (args: Args) => Promise<Reply>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The documentation of a configuration is read below /document/configuration/{id}.
    onSettled: () => client.invalidateQueries({ queryKey: ['document', 'configuration'] }),
  });
};
