import { toasts } from '@folio/contracts';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { EMPTY_EMPLOYMENT, EmploymentFields, validateEmployment, type EmploymentFormValues } from './employment-fields';

/** docs/spec.md §2 "Add Employment History"; a blank end date means the job is current ('Present'). */
export function EmploymentForm() {
  const trpc = useTRPC();
  const form = useForm<EmploymentFormValues>({ initialValues: EMPTY_EMPLOYMENT, validate: validateEmployment });
  useUnsavedChangesGuard(form.isDirty());

  const createEmployment = useAppMutation(trpc.employment.createEmployment.mutationOptions(), {
    toasts: { success: toasts.employmentAdded, failure: toasts.employmentAddFailed },
    refresh: [trpc.employment.listEmployment.queryKey()],
    onSuccess: () => form.reset(),
  });

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        Add Employment History
      </Title>
      <form noValidate onSubmit={form.onSubmit((values) => createEmployment.mutate(values))}>
        <Stack gap="md">
          <EmploymentFields form={form} />
          <Group>
            <Button type="submit" disabled={createEmployment.isPending}>
              {createEmployment.isPending ? 'Adding...' : 'Add Employment'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
