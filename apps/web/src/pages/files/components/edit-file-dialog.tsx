import { fileUpdateSchema, type Category, type FileRecord, type FileVisibility } from '@folio/contracts';
import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAppMutation } from '../../../lib/use-app-mutation';
import { useTRPC } from '../../../lib/trpc';
import { useCategoryOptions } from '../../../components/category';
import { EditDialog } from '../../../components/edit-dialog';
import { VISIBILITY_OPTIONS } from '../visibility-options';
import { LabelledSegmentedControl } from './labelled-segmented-control';
import { useTexts } from '../../../lib/texts';
import { toastTexts } from '../../../lib/toast-texts';
import { formResolver } from '../../../lib/form-validation';

type EditFileValues = { id: string; name: string; category: Category; visibility: FileVisibility };

/** 'Edit File': the owner renames a file, moves it to the other category or makes it private (PATCH /api/files/{id}). */
export function EditFileDialog({ file, onClose }: { file: FileRecord; onClose: () => void }) {
  const trpc = useTRPC();
  const t = useTexts('uploader');
  const categoryOptions = useCategoryOptions();
  const form = useForm<EditFileValues>({
    initialValues: { id: file.id, name: file.name, category: file.category, visibility: file.visibility },
    validate: formResolver(fileUpdateSchema),
  });
  const updateFile = useAppMutation(trpc.files.updateFile.mutationOptions(), {
    toasts: { success: toastTexts(t, 'updated'), failure: toastTexts(t, 'updateFailed') },
    refresh: [trpc.files.listFiles.queryKey()],
    onSuccess: onClose,
  });

  return (
    <EditDialog
      opened
      title={t('editTitle')}
      pending={updateFile.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => updateFile.mutate(values))}
    >
      <TextInput label={t('name')} {...form.getInputProps('name')} />
      <Select label={t('category')} data={categoryOptions} allowDeselect={false} {...form.getInputProps('category')} />
      <LabelledSegmentedControl
        label={t('visibility')}
        description={t('visibilityDescription')}
        data={VISIBILITY_OPTIONS.map(({ value }) => ({ value, label: t(value) }))}
        {...form.getInputProps('visibility')}
      />
    </EditDialog>
  );
}
