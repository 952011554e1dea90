import { MAX_PICTURE_BYTES, PICTURE_TYPES, type Post, type PostStatus } from '@folio/contracts';
import { Button, Card, FileButton, Group, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useAppMutation } from '../../lib/use-app-mutation';
import { toastTexts } from '../../lib/toast-texts';
import { useTRPC } from '../../lib/trpc';
import { MarkdownField } from './markdown-field';
import { uploadPicture } from './upload-picture';
import { useTexts } from '../../lib/texts';

type PostFormValues = { title: string; body: string; summary: string; tags: string[]; slug: string };

const EMPTY_POST: PostFormValues = { title: '', body: '', summary: '', tags: [], slug: '' };

function valuesOf(post: Post | null): PostFormValues {
  if (!post) return EMPTY_POST;
  return { title: post.title, body: post.body, summary: post.summary ?? '', tags: post.tags, slug: post.slug };
}

type PostEditorProps = {
  /** The post being edited; null writes a new one. */
  post: Post | null;
  onDone: () => void;
};

/**
 * The Markdown editor: title, body with a live preview rendered by the server (as visitors will see it), summary,
 * tags and slug; a picture picked is uploaded and put in the body where the cursor is. Saving as a draft keeps
 * it from visitors; publishing shows it on /writing.
 */
export function PostEditor({ post, onDone }: PostEditorProps) {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const form = useForm<PostFormValues>({
    initialValues: valuesOf(post),
    validate: {
      title: (value) => (value.trim() ? null : t('writing.titleRequired')),
      body: (value) => (value.trim() ? null : t('writing.bodyRequired')),
    },
  });
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const refresh = [trpc.posts.listPosts.queryKey(), trpc.posts.hasPublishedPosts.queryKey()];
  const feedback = {
    toasts: { success: toastTexts(t, 'writing.saved'), failure: toastTexts(t, 'writing.saveFailed') },
    refresh,
    onSuccess: onDone,
  };
  const createPost = useAppMutation(trpc.posts.createPost.mutationOptions(), feedback);
  const updatePost = useAppMutation(trpc.posts.updatePost.mutationOptions(), feedback);
  const saving = createPost.isPending || updatePost.isPending;

  const save = (status: PostStatus) =>
    form.onSubmit((values) => {
      const input = { ...values, status, summary: values.summary || null, slug: values.slug || null };
      if (post) updatePost.mutate({ ...input, id: post.id, publishedAt: post.publishedAt });
      else createPost.mutate(input);
    })();

  const insertPicture = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const path = await uploadPicture(file, 'hobby');
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
      const markdown = `![${alt}](${path})`;
      const body = form.values.body;
      const at = bodyRef.current?.selectionStart ?? body.length;
      form.setFieldValue('body', `${body.slice(0, at)}${markdown}${body.slice(at)}`);
    } catch {
      setUploadError(t('picture.uploadFailed', { name: file.name }));
    } finally {
      setUploading(false);
    }
  };

  const isPublished = post?.status === 'published';
  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        {post ? t('writing.editHeading') : t('writing.newHeading')}
      </Title>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="md">
          <TextInput label={t('writing.title')} required {...form.getInputProps('title')} />
          <MarkdownField
            label={t('writing.body')}
            required
            textareaRef={bodyRef}
            previewTestId="post-preview"
            {...form.getInputProps('body')}
          />
          <Group gap="sm">
            <FileButton onChange={(file) => void insertPicture(file)} accept={PICTURE_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="light" loading={uploading}>
                  {t('writing.insertPicture')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('picture.types', { megabytes: Math.round(MAX_PICTURE_BYTES / 1024 / 1024) })}
            </Text>
            {uploadError && (
              <Text size="sm" c="red" role="alert">
                {uploadError}
              </Text>
            )}
          </Group>
          <Textarea label={t('writing.summary')} autosize minRows={2} {...form.getInputProps('summary')} />
          <TagsInput
            label={t('writing.tags')}
            placeholder={t('writing.tagsPlaceholder')}
            {...form.getInputProps('tags')}
          />
          <TextInput
            label={t('writing.slug')}
            description={isPublished ? t('writing.slugKept') : t('writing.slugMade')}
            {...form.getInputProps('slug')}
          />
          <Group>
            <Button type="button" onClick={() => save('published')} disabled={saving}>
              {isPublished ? t('writing.update') : t('writing.publish')}
            </Button>
            <Button type="button" variant="light" onClick={() => save('draft')} disabled={saving}>
              {isPublished ? t('writing.unpublish') : t('writing.saveDraft')}
            </Button>
            <Button type="button" variant="subtle" color="gray" onClick={onDone} disabled={saving}>
              {t('writing.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
