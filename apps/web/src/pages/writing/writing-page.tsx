import { POSTS_PER_PAGE } from '@folio/contracts';
import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { PageContainer } from '../../components/layout/page-container';
import { postsListInput } from '../../app/pages';
import { useTRPC } from '../../lib/trpc';
import { PostMeta } from './post-meta';
import classes from './writing.module.css';

function pageHref(tag: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/writing?${search}` : '/writing';
}

/** The posts, newest first, 20 to a page; `?tag=` keeps those with a tag. */
export default function WritingPage() {
  const trpc = useTRPC();
  const [searchParams] = useSearchParams();
  const input = postsListInput(searchParams);
  const tag = input?.tag;
  const { data: posts, isPending } = useQuery(trpc.posts.listPosts.queryOptions(input));
  const pageCount = Math.max(1, Math.ceil((posts?.length ?? 0) / POSTS_PER_PAGE));
  const page = Math.min(pageCount, Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1));
  const shown = posts?.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE) ?? [];

  return (
    <PageContainer>
      <div className={classes.column}>
        <Stack gap="xs" mb="lg">
          <Title order={1} className={classes.postTitle}>
            Writing
          </Title>
          {tag ? (
            <Text c="dimmed">
              Posts tagged “{tag}” ·{' '}
              <AppLink to="/writing" className={classes.link}>
                All posts
              </AppLink>
            </Text>
          ) : (
            <Text c="dimmed">
              Notes, articles and thoughts. Follow along with the{' '}
              <a href="/feed.xml" className={classes.link}>
                feed
              </a>
              .
            </Text>
          )}
        </Stack>

        {isPending ? (
          <Center py={48}>
            <Loader aria-label="Loading posts" />
          </Center>
        ) : shown.length === 0 ? (
          <Text c="dimmed" py="xl">
            No posts yet.
          </Text>
        ) : (
          <ul className={classes.list}>
            {shown.map((post) => (
              <li key={post.id}>
                <Stack gap="xs">
                  <Title order={2} className={classes.listTitle}>
                    <AppLink to={`/writing/${post.slug}`} className={classes.titleLink}>
                      {post.title}
                    </AppLink>
                  </Title>
                  <PostMeta post={post} />
                  <Text lh={1.6}>{post.excerpt}</Text>
                </Stack>
              </li>
            ))}
          </ul>
        )}

        {pageCount > 1 && (
          <Group justify="space-between" mt="xl" component="nav" aria-label="Pages">
            <span>
              {page > 1 && (
                <AppLink to={pageHref(tag, page - 1)} className={classes.link}>
                  Newer posts
                </AppLink>
              )}
            </span>
            <Text size="sm" c="dimmed">
              Page {page} of {pageCount}
            </Text>
            <span>
              {page < pageCount && (
                <AppLink to={pageHref(tag, page + 1)} className={classes.link}>
                  Older posts
                </AppLink>
              )}
            </span>
          </Group>
        )}
      </div>
    </PageContainer>
  );
}
