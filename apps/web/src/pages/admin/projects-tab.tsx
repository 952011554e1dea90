import { Stack } from '@mantine/core';
import { ProjectForm } from './project-form';
import { ProjectList } from './project-list';

export function ProjectsTab() {
  return (
    <Stack gap="lg">
      <ProjectForm />
      <ProjectList />
    </Stack>
  );
}
