import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { OrderButtons } from './order-buttons';
import { useTexts } from '../../lib/texts';

type EditableListProps<T> = {
  items: T[];
  onChange: (items: T[]) => void;
  /** A fresh, empty item for the add button. */
  newItem: () => T;
  /** How an item is named in the buttons' accessible names ("Remove certification 2"). */
  itemName: (index: number) => string;
  renderItem: (item: T, update: (patch: Partial<T>) => void) => ReactNode;
  addLabel: string;
  emptyText: string;
  maxItems: number;
};

/** A list the owner edits in place: fields per item, add, remove, and move up or down (the order shown). */
export function EditableList<T>({
  items,
  onChange,
  newItem,
  itemName,
  renderItem,
  addLabel,
  emptyText,
  maxItems,
}: EditableListProps<T>) {
  const t = useTexts('admin');
  const update = (index: number, patch: Partial<T>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const move = (index: number, offset: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + offset, 0, moved);
    onChange(next);
  };

  return (
    <Stack gap="sm">
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {items.map((item, index) => (
        // Items have no identity of their own; the fields are controlled, so index keys keep them right.
        <Card key={index} withBorder radius="md" padding="sm">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <OrderButtons
              itemName={itemName(index)}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              disabled={false}
              onMove={(offset) => move(index, offset)}
            />
            <div style={{ flex: 1, minWidth: 0 }}>{renderItem(item, (patch) => update(index, patch))}</div>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => remove(index)}
              aria-label={t('list.removeItem', { item: itemName(index) })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...items, newItem()])}
          disabled={items.length >= maxItems}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
