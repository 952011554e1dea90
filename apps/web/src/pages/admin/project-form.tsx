import { projectInputSchema, toasts, type Category } from '@folio/contracts';
import { Button, Card, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { CATEGORY_OPTIONS } from './category';

type ProjectFormValues = {
  title: string;
  description: string;
  category: Category;
  imageUrl: string;
  link: string;
};

const EMPTY_PROJECT: ProjectFormValues = { title: '', description: '', category: 'business', imageUrl: '', link: '' };

/** SPEC §2 "Add New Project"; the form resets after a project is created (SPEC §4). */
export function ProjectForm() {
  const trpc = useTRPC();
  const form = useForm<ProjectFormValues>({
    initialValues: EMPTY_PROJECT,
    validate: schemaResolver(projectInputSchema, { sync: true }),
  });

  const createProject = useAppMutation(trpc.projects.createProject.mutationOptions(), {
    toasts: { success: toasts.projectCreated, failure: toasts.projectCreateFailed },
    refresh: [trpc.projects.listProjects.queryKey()],
    onSuccess: () => form.reset(),
  });

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        Add New Project
      </Title>
      <form noValidate onSubmit={form.onSubmit((values) => createProject.mutate({ ...values, tags: [] }))}>
        <Stack gap="md">
          <TextInput label="Project Title" {...form.getInputProps('title')} />
          <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
          <Select
            label="Category"
            data={CATEGORY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Image URL (optional)"
              type="url"
              placeholder="https://…"
              {...form.getInputProps('imageUrl')}
            />
            <TextInput label="Project Link (optional)" type="url" placeholder="https://…" {...form.getInputProps('link')} />
          </SimpleGrid>
          <Group>
            <Button type="submit" disabled={createProject.isPending}>
              {createProject.isPending ? 'Creating...' : 'Create Project'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
