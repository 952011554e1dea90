import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import {
  EMPTY_PROJECT,
  ProjectFields,
  toProjectInput,
  validateProject,
  type ProjectFormValues,
} from './project-fields';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** docs/spec.md §2 "Add New Project"; the form resets after a project is created (docs/spec.md §4). */
export function ProjectForm() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const form = useForm<ProjectFormValues>({ initialValues: EMPTY_PROJECT, validate: validateProject });
  useUnsavedChangesGuard(form);

  const createProject = useAppMutation(trpc.projects.createProject.mutationOptions(), {
    toasts: { success: toastTexts(t, 'projects.created'), failure: toastTexts(t, 'projects.createFailed') },
    refresh: [trpc.projects.listProjects.queryKey()],
    onSuccess: () => form.reset(),
  });

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        {t('projects.addHeading')}
      </Title>
      <form noValidate onSubmit={form.onSubmit((values) => createProject.mutate(toProjectInput(values)))}>
        <Stack gap="md">
          <ProjectFields form={form} />
          <Group>
            <Button type="submit" disabled={createProject.isPending}>
              {createProject.isPending ? t('projects.creating') : t('projects.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
