import { fileUpdateSchema, toasts, type Category, type FileRecord, type FileVisibility } from '@folio/contracts';
import { SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useAppMutation } from '../../../lib/use-app-mutation';
import { useTRPC } from '../../../lib/trpc';
import { CATEGORY_OPTIONS } from '../../admin/category';
import { EditDialog } from '../../admin/edit-dialog';

type EditFileValues = { id: string; name: string; category: Category; visibility: FileVisibility };

const VISIBILITY_OPTIONS: { value: FileVisibility; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

/** 'Edit File': the owner renames a file, moves it to the other category or makes it private (PATCH /api/files/{id}). */
export function EditFileDialog({ file, onClose }: { file: FileRecord; onClose: () => void }) {
  const trpc = useTRPC();
  const form = useForm<EditFileValues>({
    initialValues: { id: file.id, name: file.name, category: file.category, visibility: file.visibility },
    validate: schemaResolver(fileUpdateSchema, { sync: true }),
  });
  const updateFile = useAppMutation(trpc.files.updateFile.mutationOptions(), {
    toasts: { success: toasts.fileUpdated, failure: toasts.fileUpdateFailed },
    refresh: [trpc.files.listFiles.queryKey()],
    onSuccess: onClose,
  });

  return (
    <EditDialog
      opened
      title="Edit File"
      pending={updateFile.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => updateFile.mutate(values))}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Select label="Category" data={CATEGORY_OPTIONS} allowDeselect={false} {...form.getInputProps('category')} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="edit-file-visibility-label">
          Visibility
        </Text>
        <SegmentedControl
          aria-labelledby="edit-file-visibility-label"
          data={VISIBILITY_OPTIONS}
          {...form.getInputProps('visibility')}
        />
        <Text size="xs" c="dimmed">
          Private files are listed and downloaded by you only.
        </Text>
      </Stack>
    </EditDialog>
  );
}
