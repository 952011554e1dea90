import type { QueryKey, UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { lazyModule } from '../../lib/lazy-module';
import type { ToastOptions } from '../../lib/toast';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useLoadedComponent } from '../../lib/use-loaded-component';

// The dialog's code (a modal, its focus trap and scroll lock) arrives with the first delete asked for: visitors
// of a public list (Files) never ask.
const loadConfirmDialog = lazyModule(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

export type ConfirmDeleteListProps<TItem extends { id: string }, TData, TError, TContext> = {
  /** The list itself; each item's delete button calls `requestDelete(item)`, which opens the confirmation. */
  children: (requestDelete: (item: TItem) => void) => ReactNode;
  /** `trpc.<domain>.<delete procedure>.mutationOptions()`: called with `{ id }` once confirmed. */
  deleteOptions: UseMutationOptions<TData, TError, { id: string }, TContext>;
  toasts: { success: ToastOptions; failure: ToastOptions };
  refresh: readonly QueryKey[];
  title: string;
  message: string | ((item: TItem) => string);
  confirmLabel?: string;
  /** Items that cannot be deleted now (a picture the site shows): the dialog says why and offers no Delete. */
  refuse?: (item: TItem) => boolean;
};

/**
 * A list whose items are deleted behind a confirmation (projects, employment, files, tokens): the dialog asks,
 * the deletion toasts and refreshes the list, and the dialog closes once it is done, whether it worked or not.
 */
export function ConfirmDeleteList<TItem extends { id: string }, TData, TError, TContext>({
  children,
  deleteOptions,
  toasts,
  refresh,
  title,
  message,
  confirmLabel,
  refuse,
}: ConfirmDeleteListProps<TItem, TData, TError, TContext>) {
  // The item stays set while the dialog closes, so its text does not change during the closing animation.
  const [itemToDelete, setItemToDelete] = useState<TItem | null>(null);
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  // Its toasts' code loads with the dialog's, when a delete is first asked for.
  const remove = useAppMutation(deleteOptions, {
    toasts,
    refresh,
    onSettled: close,
    preloadToasts: itemToDelete !== null,
  });
  const ConfirmDialog = useLoadedComponent(loadConfirmDialog, itemToDelete !== null);
  const requestDelete = (item: TItem) => {
    setItemToDelete(item);
    setOpened(true);
  };

  return (
    <>
      {children(requestDelete)}
      {ConfirmDialog && (
        // eslint-disable-next-line react-hooks/static-components -- loaded once, then the same component on every render
        <ConfirmDialog
          opened={opened}
          title={title}
          message={typeof message === 'string' ? message : itemToDelete ? message(itemToDelete) : ''}
          confirmLabel={confirmLabel}
          pending={remove.isPending}
          refused={itemToDelete !== null && (refuse?.(itemToDelete) ?? false)}
          onConfirm={() => itemToDelete && remove.mutate({ id: itemToDelete.id })}
          onCancel={close}
        />
      )}
    </>
  );
}
