import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { EMPTY_EMPLOYMENT, EmploymentFields, validateEmployment, type EmploymentFormValues } from './employment-fields';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** docs/spec.md §2 "Add Employment History"; a blank end date means the job is current ('Present'). */
export function EmploymentForm() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const required = useTexts('errors')('required');
  const form = useForm<EmploymentFormValues>({
    initialValues: EMPTY_EMPLOYMENT,
    validate: (values) => validateEmployment(values, required),
  });
  useUnsavedChangesGuard(form);

  const createEmployment = useAppMutation(trpc.employment.createEmployment.mutationOptions(), {
    toasts: { success: toastTexts(t, 'employment.added'), failure: toastTexts(t, 'employment.addFailed') },
    refresh: [trpc.employment.listEmployment.queryKey()],
    onSuccess: () => form.reset(),
  });

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        {t('employment.addHeading')}
      </Title>
      <form noValidate onSubmit={form.onSubmit((values) => createEmployment.mutate(values))}>
        <Stack gap="md">
          <EmploymentFields form={form} />
          <Group>
            <Button type="submit" disabled={createEmployment.isPending}>
              {createEmployment.isPending ? t('employment.adding') : t('employment.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
