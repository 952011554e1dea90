import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTexts } from '../lib/texts';

type EditDialogProps = {
  opened: boolean;
  title: string;
  /** True while saving: the buttons stay disabled and the dialog cannot be dismissed. */
  pending: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
};

/** The dialog the owner edits an item in (a project, an employment entry, a file): its form, Cancel and Save. */
export function EditDialog({ opened, title, pending, onSubmit, onClose, children }: EditDialogProps) {
  const t = useTexts('admin');
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered radius="md" size="lg">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('dialog.saveChanges')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
