import { MAX_PICTURE_BYTES, PICTURE_TYPES, toasts, type Post, type PostStatus } from '@folio/contracts';
import { Button, Card, FileButton, Group, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { MarkdownField } from './markdown-field';
import { uploadPicture } from './upload-picture';

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
  const form = useForm<PostFormValues>({
    initialValues: valuesOf(post),
    validate: {
      title: (value) => (value.trim() ? null : 'Title is required'),
      body: (value) => (value.trim() ? null : 'Body is required'),
    },
  });
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const refresh = [trpc.posts.listPosts.queryKey(), trpc.posts.hasPublishedPosts.queryKey()];
  const feedback = { toasts: { success: toasts.postSaved, failure: toasts.postSaveFailed }, refresh, onSuccess: onDone };
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
      setUploadError(`Failed to upload ${file.name}. Please try again.`);
    } finally {
      setUploading(false);
    }
  };

  const isPublished = post?.status === 'published';
  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        {post ? 'Edit Post' : 'New Post'}
      </Title>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="md">
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <MarkdownField
            label="Body (Markdown)"
            required
            textareaRef={bodyRef}
            previewTestId="post-preview"
            {...form.getInputProps('body')}
          />
          <Group gap="sm">
            <FileButton onChange={(file) => void insertPicture(file)} accept={PICTURE_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="light" loading={uploading}>
                  Insert picture
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              PNG, JPEG, WebP, GIF or AVIF, at most {Math.round(MAX_PICTURE_BYTES / 1024 / 1024)} MB
            </Text>
            {uploadError && (
              <Text size="sm" c="red" role="alert">
                {uploadError}
              </Text>
            )}
          </Group>
          <Textarea label="Summary (optional)" autosize minRows={2} {...form.getInputProps('summary')} />
          <TagsInput label="Tags" placeholder="Type a tag and press Enter" {...form.getInputProps('tags')} />
          <TextInput
            label="Slug (optional)"
            description={isPublished ? 'The post keeps its address unless you change it here' : 'Made from the title when empty'}
            {...form.getInputProps('slug')}
          />
          <Group>
            <Button type="button" onClick={() => save('published')} disabled={saving}>
              {isPublished ? 'Update' : 'Publish'}
            </Button>
            <Button type="button" variant="light" onClick={() => save('draft')} disabled={saving}>
              {isPublished ? 'Unpublish' : 'Save Draft'}
            </Button>
            <Button type="button" variant="subtle" color="gray" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
