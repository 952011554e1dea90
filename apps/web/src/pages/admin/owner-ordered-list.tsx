import { ActionIcon, Card, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDeleteList, type ConfirmDeleteListProps } from '../../components/confirm-delete/confirm-delete-list';
import { EmptyListText } from './empty-list-text';
import { OrderButtons } from './order-buttons';
import { SectionLoader } from './section-loader';
import type { OwnerOrder } from './use-owner-order';
import { useTexts } from '../../lib/texts';

type OwnerOrderedListProps<TItem extends { id: string }, TData, TError, TContext> = {
  title: string;
  /** The list as the server has it; undefined while it loads. */
  items: TItem[] | undefined;
  isPending: boolean;
  loadingLabel: string;
  emptyText: string;
  /** What an item is, and its name, for the buttons' accessible names ("Edit project Engine", "Move Engine up"). */
  itemKind: string;
  itemName: (item: TItem) => string;
  /** Each row's test id. */
  rowTestId: string;
  order: OwnerOrder<TItem>;
  deletion: Omit<ConfirmDeleteListProps<TItem, TData, TError, TContext>, 'children'>;
  /** What a row shows of its item, between the order buttons and the edit and delete buttons. */
  renderDetails: (item: TItem) => ReactNode;
  renderEditDialog: (item: TItem, close: () => void) => ReactNode;
};

/**
 * A list the owner orders in the admin panel (projects, employment): each item moved up or down, edited in a
 * dialog and deleted behind a confirmation.
 */
export function OwnerOrderedList<TItem extends { id: string }, TData, TError, TContext>({
  title,
  items,
  isPending,
  loadingLabel,
  emptyText,
  itemKind,
  itemName,
  rowTestId,
  order,
  deletion,
  renderDetails,
  renderEditDialog,
}: OwnerOrderedListProps<TItem, TData, TError, TContext>) {
  const t = useTexts('admin');
  const [itemToEdit, setItemToEdit] = useState<TItem | null>(null);

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      <ConfirmDeleteList {...deletion}>
        {(requestDelete) =>
          isPending ? (
            <SectionLoader label={loadingLabel} />
          ) : !items?.length ? (
            <EmptyListText>{emptyText}</EmptyListText>
          ) : (
            <Stack gap="sm">
              {items.map((item, index) => (
                <Card key={item.id} withBorder radius="md" padding="md" data-testid={rowTestId}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                    <OrderButtons
                      itemName={itemName(item)}
                      isFirst={index === 0}
                      isLast={index === items.length - 1}
                      disabled={order.isMoving}
                      onMove={(offset) => order.move(items, index, offset)}
                    />
                    <Stack gap={6} miw={0} style={{ flex: 1 }}>
                      {renderDetails(item)}
                    </Stack>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        onClick={() => setItemToEdit(item)}
                        aria-label={t('list.editItem', { kind: itemKind, item: itemName(item) })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        onClick={() => requestDelete(item)}
                        aria-label={t('list.deleteItem', { kind: itemKind, item: itemName(item) })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
          )
        }
      </ConfirmDeleteList>
      {itemToEdit && renderEditDialog(itemToEdit, () => setItemToEdit(null))}
    </Card>
  );
}
