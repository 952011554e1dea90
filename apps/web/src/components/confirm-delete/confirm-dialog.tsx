import { Button, Group, Modal, Text } from '@mantine/core';
import { useTexts } from '../../lib/texts';

type ConfirmDialogProps = {
  /** The item being confirmed; the dialog is open while it is set. */
  opened: boolean;
  title: string;
  message: string;
  /** 'Delete' unless told otherwise. */
  confirmLabel?: string;
  /** True while the action runs: the buttons stay disabled so it cannot be sent twice. */
  pending: boolean;
  /** The action cannot be taken (the message says why): only Cancel is offered. */
  refused?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The one confirmation dialog of the owner screens (docs/spec.md §2: "Delete Project", "Delete Employment Entry";
 * Settings reuses it to revoke tokens). Cancel, Escape and a click outside all cancel, except while the
 * action is running.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  pending,
  refused = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useTexts('admin');
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered radius="md">
      <Text size="sm" c="dimmed">
        {message}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={pending}>
          {t('dialog.cancel')}
        </Button>
        {!refused && (
          <Button color="red.8" onClick={onConfirm} loading={pending}>
            {confirmLabel ?? t('dialog.delete')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
