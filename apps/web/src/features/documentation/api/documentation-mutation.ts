import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A documentation call that refreshes the documentation afterwards. */
export const useDocumentationMutation = <Args, Reply>(call: (args: Args) => Promise<Reply>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: ['documentation'] }),
  });
};
