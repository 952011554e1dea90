import type { Post } from '@folio/contracts';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { toastTexts } from '../../lib/toast-texts';
import { useTRPC } from '../../lib/trpc';
import { EmptyListText } from './empty-list-text';
import { PostEditor } from './post-editor';
import { SectionLoader } from './section-loader';
import { useTexts } from '../../lib/texts';

type Editing = { post: Post | null } | null;

/** Writing: every post, drafts first, each opened in the editor; a new one from the button. */
export function WritingTab() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const queryClient = useQueryClient();
  const { data: posts, isPending } = useQuery(trpc.posts.listPosts.queryOptions());
  const [editing, setEditing] = useState<Editing>(null);

  // The list carries no bodies: the editor reads the whole post (drafts included, as the owner).
  const edit = async (id: string) =>
    setEditing({ post: await queryClient.fetchQuery(trpc.posts.getPost.queryOptions({ id })) });

  if (editing)
    return <PostEditor key={editing.post?.id ?? 'new'} post={editing.post} onDone={() => setEditing(null)} />;

  return (
    <Card>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3">
          {t('writing.heading')}
        </Title>
        <Button onClick={() => setEditing({ post: null })}>{t('writing.new')}</Button>
      </Group>
      {isPending ? (
        <SectionLoader label={t('writing.loading')} />
      ) : !posts?.length ? (
        <EmptyListText>{t('writing.empty')}</EmptyListText>
      ) : (
        <ConfirmDeleteList
          deleteOptions={trpc.posts.deletePost.mutationOptions()}
          toasts={{ success: toastTexts(t, 'writing.deleted'), failure: toastTexts(t, 'writing.deleteFailed') }}
          refresh={[trpc.posts.listPosts.queryKey(), trpc.posts.hasPublishedPosts.queryKey()]}
          title={t('writing.deleteTitle')}
          message={t('writing.deleteMessage')}
        >
          {(requestDelete) => (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {posts.map((post) => (
                <Group key={post.id} component="li" justify="space-between" wrap="nowrap" data-testid="admin-post">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {post.title}
                      </Text>
                      <Badge variant="light" color={post.status === 'published' ? 'green' : 'yellow'}>
                        {post.status === 'published' ? t('writing.published') : t('writing.draft')}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      /writing/{post.slug}
                      {post.tags.length > 0 && ` · ${post.tags.join(', ')}`}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      component="a"
                      href={`/writing/${post.slug}`}
                      target="_blank"
                      variant="subtle"
                      color="gray"
                      aria-label={t('writing.open', { title: post.title })}
                    >
                      <IconExternalLink size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => void edit(post.id)}
                      aria-label={t('writing.edit', { title: post.title })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => requestDelete(post)}
                      aria-label={t('writing.delete', { title: post.title })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </ConfirmDeleteList>
      )}
    </Card>
  );
}
