import { Button, Group, Modal, Text } from '@mantine/core';

type DeleteFileDialogProps = {
  opened: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** SPEC §2/§4: confirming removes the selected file; Cancel or dismissing clears the selection. */
export function DeleteFileDialog({ opened, isDeleting, onCancel, onConfirm }: DeleteFileDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Delete File" size="md">
      <Text size="sm" c="dimmed">
        Are you sure you want to delete this file? This action cannot be undone.
      </Text>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={isDeleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
