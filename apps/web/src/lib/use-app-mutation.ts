import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { showToast, usePreloadedToasts, type ToastOptions } from './toast';

export type MutationFeedback<TData, TVariables, TError = unknown> = {
  /**
   * docs/spec.md §4's toasts: `success` after the change, `failure` (shown as destructive) when it failed. Either may be
   * worked out from the answer or the error (e.g. what an import took, or which field the server refused).
   */
  toasts: {
    success: ToastOptions | ((data: TData) => ToastOptions);
    failure: ToastOptions | ((error: TError) => ToastOptions);
  };
  /** Queries whose data the change affects; re-fetched after the success toast (docs/spec.md §7: list re-fetched). */
  refresh?: readonly QueryKey[];
  /** Runs first on success, e.g. to reset a form or keep what the server answered. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Runs after success or failure, e.g. to close a dialog. */
  onSettled?: () => void;
  /**
   * Whether the toasts' code loads now (the default: the answer shows the moment it comes) or only once this
   * turns true: a list whose deletes start with a confirmation a visitor never opens, a form that loads it at its
   * first focus (lib/toast.ts `loadToastArea`).
   */
  preloadToasts?: boolean;
};

/**
 * The one way a screen changes data: mutate → toast → refresh. Takes `trpc.<domain>.<procedure>.mutationOptions()`;
 * the mutation stays pending until the refreshed data has arrived, so buttons never show stale lists.
 */
export function useAppMutation<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  { toasts, refresh = [], onSuccess, onSettled, preloadToasts = true }: MutationFeedback<TData, TVariables, TError>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const queryClient = useQueryClient();
  usePreloadedToasts(preloadToasts);
  return useMutation({
    ...options,
    onSuccess: async (data, variables) => {
      onSuccess?.(data, variables);
      showToast(typeof toasts.success === 'function' ? toasts.success(data) : toasts.success);
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) =>
      showToast({
        ...(typeof toasts.failure === 'function' ? toasts.failure(error) : toasts.failure),
        variant: 'destructive',
      }),
    onSettled: () => onSettled?.(),
  });
}
