import { employmentInputSchema, toasts } from '@folio/contracts';
import { Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { MonthField } from './month-field';

type EmploymentFormValues = {
  company: string;
  position: string;
  industry: string;
  startDate: string;
  endDate: string;
  location: string;
  description: string;
};

const EMPTY_EMPLOYMENT: EmploymentFormValues = {
  company: '',
  position: '',
  industry: '',
  startDate: '',
  endDate: '',
  location: '',
  description: '',
};

const validateWithSchema = schemaResolver(employmentInputSchema, { sync: true });

/** The contracts schema, except that a start month never picked reads 'Required' rather than a format rule. */
function validateEmployment(values: EmploymentFormValues): FormErrors {
  const errors = validateWithSchema(values);
  return values.startDate ? errors : { ...errors, startDate: 'Required' };
}

/** SPEC §2 "Add Employment History"; a blank end date means the job is current ('Present'). */
export function EmploymentForm() {
  const trpc = useTRPC();
  const form = useForm<EmploymentFormValues>({
    initialValues: EMPTY_EMPLOYMENT,
    validate: validateEmployment,
  });

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
          {/* SPEC §2's field order; three columns put the dates side by side on wide screens. */}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <TextInput label="Company" autoComplete="organization" {...form.getInputProps('company')} />
            <TextInput label="Position / Job Title" {...form.getInputProps('position')} />
            <TextInput label="Industry (optional)" {...form.getInputProps('industry')} />
            <MonthField label="Start Date" placeholder="Pick a month" {...form.getInputProps('startDate')} />
            <MonthField
              label="End Date (optional)"
              placeholder="Present"
              clearable
              {...form.getInputProps('endDate')}
            />
            <TextInput label="Location (optional)" {...form.getInputProps('location')} />
          </SimpleGrid>
          <Textarea label="Description (optional)" rows={3} {...form.getInputProps('description')} />
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
