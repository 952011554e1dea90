import { employmentInputSchema, type Employment } from '@folio/contracts';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { MonthField } from './month-field';

export type EmploymentFormValues = {
  company: string;
  position: string;
  industry: string;
  startDate: string;
  endDate: string;
  location: string;
  description: string;
};

export const EMPTY_EMPLOYMENT: EmploymentFormValues = {
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
export function validateEmployment(values: EmploymentFormValues): FormErrors {
  const errors = validateWithSchema(values);
  return values.startDate ? errors : { ...errors, startDate: 'Required' };
}

/** A stored entry as the form shows it ('' for anything missing; a blank end date is 'Present'). */
export function toEmploymentFormValues(entry: Employment): EmploymentFormValues {
  return {
    company: entry.company,
    position: entry.position,
    industry: entry.industry ?? '',
    startDate: entry.startDate,
    endDate: entry.endDate ?? '',
    location: entry.location ?? '',
    description: entry.description ?? '',
  };
}

/** The fields of docs/spec.md §2 "Add Employment History" in SPEC's order, shared by that form and the edit dialog. */
export function EmploymentFields({ form, columns = 3 }: { form: UseFormReturnType<EmploymentFormValues>; columns?: 2 | 3 }) {
  return (
    <Stack gap="md">
      {/* Three columns put the dates side by side on wide screens. */}
      <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="md">
        <TextInput label="Company" autoComplete="organization" {...form.getInputProps('company')} />
        <TextInput label="Position / Job Title" {...form.getInputProps('position')} />
        <TextInput label="Industry (optional)" {...form.getInputProps('industry')} />
        <MonthField label="Start Date" placeholder="Pick a month" {...form.getInputProps('startDate')} />
        <MonthField label="End Date (optional)" placeholder="Present" clearable {...form.getInputProps('endDate')} />
        <TextInput label="Location (optional)" {...form.getInputProps('location')} />
      </SimpleGrid>
      <Textarea label="Description (optional)" rows={3} {...form.getInputProps('description')} />
    </Stack>
  );
}
