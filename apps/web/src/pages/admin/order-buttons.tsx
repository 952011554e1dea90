import { ActionIcon, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTexts } from '../../lib/texts';

type OrderButtonsProps = {
  /** What the buttons move, for their accessible names ("Move Engine up"). */
  itemName: string;
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  onMove: (offset: -1 | 1) => void;
};

/** Up and down buttons beside an item of a list the owner orders. */
export function OrderButtons({ itemName, isFirst, isLast, disabled, onMove }: OrderButtonsProps) {
  const t = useTexts('admin');
  return (
    <Stack gap={2}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        onClick={() => onMove(-1)}
        disabled={disabled || isFirst}
        aria-label={t('list.moveItemUp', { item: itemName })}
        title={t('list.moveUp')}
      >
        <IconChevronUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        onClick={() => onMove(1)}
        disabled={disabled || isLast}
        aria-label={t('list.moveItemDown', { item: itemName })}
        title={t('list.moveDown')}
      >
        <IconChevronDown size={16} aria-hidden />
      </ActionIcon>
    </Stack>
  );
}
