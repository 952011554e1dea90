import { projectInputSchema, type Category, type Project } from '@folio/contracts';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, type UseFormReturnType } from '@mantine/form';
import { CATEGORY_OPTIONS } from '../../components/category';
import { PictureField } from './picture-field';

export type ProjectFormValues = {
  title: string;
  description: string;
  category: Category;
  imageUrl: string;
  link: string;
};

export const EMPTY_PROJECT: ProjectFormValues = { title: '', description: '', category: 'business', imageUrl: '', link: '' };

export const validateProject = schemaResolver(projectInputSchema, { sync: true });

/** A stored project as the form shows it ('' for anything missing). */
export function toProjectFormValues(project: Project): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    category: project.category,
    imageUrl: project.imageUrl ?? '',
    link: project.link ?? '',
  };
}

/** The fields of docs/spec.md §2 "Add New Project", shared by that form and the edit dialog. */
export function ProjectFields({ form }: { form: UseFormReturnType<ProjectFormValues> }) {
  return (
    <Stack gap="md">
      <TextInput label="Project Title" {...form.getInputProps('title')} />
      <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
      <Select label="Category" data={CATEGORY_OPTIONS} allowDeselect={false} {...form.getInputProps('category')} />
      <TextInput label="Project Link (optional)" type="url" placeholder="https://…" {...form.getInputProps('link')} />
      <PictureField
        label="Image URL (optional)"
        previewAlt="the project"
        category={form.values.category}
        {...form.getInputProps('imageUrl')}
      />
    </Stack>
  );
}
