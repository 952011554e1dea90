import type { Employment } from '@folio/contracts';
import { useForm } from '@mantine/form';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { EditDialog } from '../../components/edit-dialog';
import {
  EmploymentFields,
  toEmploymentFormValues,
  validateEmployment,
  type EmploymentFormValues,
} from './employment-fields';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** 'Edit Employment Entry': the add form's fields, filled from the entry. */
export function EditEmploymentDialog({ entry, onClose }: { entry: Employment; onClose: () => void }) {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const required = useTexts('errors')('required');
  const form = useForm<EmploymentFormValues>({
    initialValues: toEmploymentFormValues(entry),
    validate: (values) => validateEmployment(values, required),
  });
  useUnsavedChangesGuard(form);

  const updateEmployment = useAppMutation(trpc.employment.updateEmployment.mutationOptions(), {
    toasts: { success: toastTexts(t, 'employment.updated'), failure: toastTexts(t, 'employment.updateFailed') },
    refresh: [trpc.employment.listEmployment.queryKey()],
    onSuccess: onClose,
  });

  return (
    <EditDialog
      opened
      title={t('employment.editTitle')}
      pending={updateEmployment.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => updateEmployment.mutate({ ...values, id: entry.id }))}
    >
      <EmploymentFields form={form} columns={2} />
    </EditDialog>
  );
}
