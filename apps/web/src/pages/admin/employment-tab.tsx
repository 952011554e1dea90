import { Stack } from '@mantine/core';
import { EmploymentForm } from './employment-form';
import { EmploymentList } from './employment-list';

export function EmploymentTab() {
  return (
    <Stack gap="lg">
      <EmploymentForm />
      <EmploymentList />
    </Stack>
  );
}
