import { employmentInputSchema, type Employment } from '@folio/contracts';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { MonthField } from './month-field';
import { useTexts } from '../../lib/texts';
import { formResolver } from '../../lib/form-validation';

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

const validateWithSchema = formResolver(employmentInputSchema);

/** The contracts schema, except that a start month never picked reads 'Required' rather than a format rule. */
export function validateEmployment(values: EmploymentFormValues, required: string): FormErrors {
  const errors = validateWithSchema(values);
  return values.startDate ? errors : { ...errors, startDate: required };
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
export function EmploymentFields({
  form,
  columns = 3,
}: {
  form: UseFormReturnType<EmploymentFormValues>;
  columns?: 2 | 3;
}) {
  const t = useTexts('admin');
  return (
    <Stack gap="md">
      {/* Three columns put the dates side by side on wide screens. */}
      <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="md">
        <TextInput
          label={t('employment.field.company')}
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
        <TextInput label={t('employment.field.position')} {...form.getInputProps('position')} />
        <TextInput label={t('employment.field.industry')} {...form.getInputProps('industry')} />
        <MonthField
          label={t('employment.field.startDate')}
          placeholder={t('employment.field.pickMonth')}
          {...form.getInputProps('startDate')}
        />
        <MonthField
          label={t('employment.field.endDate')}
          placeholder={t('employment.field.present')}
          clearable
          {...form.getInputProps('endDate')}
        />
        <TextInput label={t('employment.field.location')} {...form.getInputProps('location')} />
      </SimpleGrid>
      <Textarea label={t('employment.field.description')} rows={3} {...form.getInputProps('description')} />
    </Stack>
  );
}
