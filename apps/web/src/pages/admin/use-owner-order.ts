import type { OrderInput } from '@folio/contracts';
import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

export type OwnerOrder<TItem> = {
  /** Moves `items[index]` one place up (-1) or down (+1). */
  move: (items: readonly TItem[], index: number, offset: -1 | 1) => void;
  isMoving: boolean;
};

/**
 * Moving an item of a list the owner orders (projects, employment): the list shows the new order at once, the
 * whole order is saved (PUT .../order), and on failure the old order comes back with an error toast. The list
 * is re-fetched either way, so it always ends as the server has it.
 */
export function useOwnerOrder<TItem extends { id: string }, TError>(
  queryKey: QueryKey,
  reorderOptions: UseMutationOptions<TItem[], TError, OrderInput>,
): OwnerOrder<TItem> {
  const t = useTexts('admin');
  const queryClient = useQueryClient();
  const reorder = useMutation({
    ...reorderOptions,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TItem[]>(queryKey);
      if (previous) {
        const byId = new Map(previous.map((item) => [item.id, item]));
        queryClient.setQueryData(
          queryKey,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return undefined;
    },
    onError: () => showToast({ ...toastTexts(t, 'order.failed'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const move: OwnerOrder<TItem>['move'] = (items, index, offset) => {
    const target = index + offset;
    if (target < 0 || target >= items.length) return;
    const ids = items.map((item) => item.id);
    [ids[index], ids[target]] = [ids[target] ?? '', ids[index] ?? ''];
    reorder.mutate({ ids });
  };

  return { move, isMoving: reorder.isPending };
}
