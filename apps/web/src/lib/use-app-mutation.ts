import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { showToast, type ToastOptions } from './toast';

export type MutationFeedback<TData, TVariables> = {
  /** SPEC §4's toasts: `success` after the change, `failure` (shown as destructive) when it failed. */
  toasts: { success: ToastOptions; failure: ToastOptions };
  /** Queries whose data the change affects; re-fetched after the success toast (SPEC §7: list re-fetched). */
  refresh?: readonly QueryKey[];
  /** Runs first on success, e.g. to reset a form or keep what the server answered. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Runs after success or failure, e.g. to close a dialog. */
  onSettled?: () => void;
};

/**
 * The one way a screen changes data: mutate → toast → refresh. Takes `trpc.<domain>.<procedure>.mutationOptions()`;
 * the mutation stays pending until the refreshed data has arrived, so buttons never show stale lists.
 */
export function useAppMutation<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  { toasts, refresh = [], onSuccess, onSettled }: MutationFeedback<TData, TVariables>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSuccess: async (data, variables) => {
      onSuccess?.(data, variables);
      showToast(toasts.success);
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: () => showToast({ ...toasts.failure, variant: 'destructive' }),
    onSettled: () => onSettled?.(),
  });
}
