import { projectInputSchema, type Category, type GalleryPicture, type Project } from '@folio/contracts';
import { Divider, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCategoryOptions } from '../../components/category';
import { GalleryField } from './gallery-field';
import { MarkdownField } from './markdown-field';
import { PictureField } from './picture-field';
import { useTexts } from '../../lib/texts';
import { formResolver } from '../../lib/form-validation';

export type ProjectFormValues = {
  title: string;
  description: string;
  category: Category;
  imageUrl: string;
  link: string;
  tags: string[];
  body: string;
  slug: string;
  gallery: GalleryPicture[];
};

export const EMPTY_PROJECT: ProjectFormValues = {
  title: '',
  description: '',
  category: 'business',
  imageUrl: '',
  link: '',
  tags: [],
  body: '',
  slug: '',
  gallery: [],
};

export const validateProject = formResolver(projectInputSchema);

/** A stored project as the form shows it ('' for anything missing). */
export function toProjectFormValues(project: Project): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    category: project.category,
    imageUrl: project.imageUrl ?? '',
    link: project.link ?? '',
    tags: project.tags,
    body: project.body,
    slug: project.slug,
    gallery: project.gallery,
  };
}

/** What the API takes from the form: the gallery's pictures by id with their alt text. */
export function toProjectInput({ gallery, ...values }: ProjectFormValues) {
  return { ...values, gallery: gallery.map(({ fileId, alt }) => ({ fileId, alt })) };
}

type ProjectFieldsProps = {
  form: UseFormReturnType<ProjectFormValues>;
  /** The project page's text, address and gallery: edited once the project exists. */
  withPage?: boolean;
};

/**
 * The fields of docs/spec.md §2 "Add New Project" and the tags (SPEC §5: optional), shared by that form and the
 * edit dialog; the edit dialog adds the project page's.
 */
export function ProjectFields({ form, withPage = false }: ProjectFieldsProps) {
  const t = useTexts('admin');
  const categoryOptions = useCategoryOptions();
  return (
    <Stack gap="md">
      <TextInput label={t('projects.field.title')} {...form.getInputProps('title')} />
      <Textarea label={t('projects.field.description')} rows={3} {...form.getInputProps('description')} />
      <Select
        label={t('projects.field.category')}
        data={categoryOptions}
        allowDeselect={false}
        {...form.getInputProps('category')}
      />
      <TextInput label={t('projects.field.link')} type="url" placeholder="https://…" {...form.getInputProps('link')} />
      <PictureField
        label={t('projects.field.image')}
        previewAlt={t('projects.field.imageAlt')}
        category={form.values.category}
        {...form.getInputProps('imageUrl')}
      />
      <TagsInput
        label={t('projects.field.tags')}
        placeholder={t('projects.field.tagsPlaceholder')}
        {...form.getInputProps('tags')}
      />
      {withPage && (
        <>
          <Divider label={t('projects.field.page')} labelPosition="left" />
          <MarkdownField
            label={t('projects.field.body')}
            minRows={8}
            previewTestId="project-body-preview"
            {...form.getInputProps('body')}
          />
          <GalleryField
            category={form.values.category}
            value={form.values.gallery}
            onChange={(gallery) => form.setFieldValue('gallery', gallery)}
            altError={(index) => form.errors[`gallery.${String(index)}.alt`]}
          />
          <TextInput
            label={t('projects.field.slug')}
            description={t('projects.field.slugDescription', { slug: form.values.slug || '…' })}
            {...form.getInputProps('slug')}
          />
        </>
      )}
    </Stack>
  );
}
