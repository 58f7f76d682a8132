import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write to the API as a mutation that, once settled (saved, refused or failed), marks every
 * engine query stale: a write may change any list (a dose changes its batch's vials and the
 * reports), so the shown ones reload. The invalidation is not awaited: the caller's success
 * path (a toast, a closing dialog) does not wait for the reload.
 *
 * @example
 * const save = useWriteMutation((values: FormValues) => dataProvider.create(countries, values));
 * await save.mutateAsync(values);
 */
export const useWriteMutation = <TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
): UseMutationResult<TResult, unknown, TVariables> => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries();
    },
  });
};
