import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { PageContainer } from '../../components/layout/page-container';
import { MarkdownHtml } from '../../components/markdown/markdown-html';
import { useTRPC } from '../../lib/trpc';
import { NotFoundPanel } from '../../components/not-found-panel';
import { PostMeta } from './post-meta';
import classes from './writing.module.css';
import { useTexts } from '../../lib/texts';

/** One post (/writing/{slug}): title, date, reading time, tags, the body as the server rendered it, and its neighbours. */
export default function PostPage() {
  const trpc = useTRPC();
  const t = useTexts('pages');
  const { slug = '' } = useParams();
  // A post the server answered as not found stays so after hydration, rather than being asked for again.
  const {
    data: post,
    isPending,
    isError,
  } = useQuery({
    ...trpc.posts.getPost.queryOptions({ id: slug }),
    refetchOnMount: false,
    // A "not found" the server's render brought is the answer (shown by the server too): asked again on mount, the
    // server would render a loader for it and no 404 page.
    retryOnMount: false,
  });

  if (isError) return <NotFoundPanel />;
  if (isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('post.loading')} />
      </Center>
    );
  }

  return (
    <PageContainer>
      <article className={classes.column}>
        <Stack gap="md" mb="xl">
          <Text size="sm">
            <AppLink to="/writing" className={classes.link}>
              {t('writing.heading')}
            </AppLink>
          </Text>
          <Title order={1} className={classes.postTitle}>
            {post.title}
          </Title>
          <PostMeta post={post} />
        </Stack>
        <MarkdownHtml html={post.bodyHtml} className={classes.body} />
        {(post.previous || post.next) && (
          <nav className={classes.neighbours} aria-label={t('post.more')}>
            <div>
              {post.previous && (
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t('post.previous')}
                  </Text>
                  <AppLink to={`/writing/${post.previous.slug}`} className={classes.link}>
                    {post.previous.title}
                  </AppLink>
                </Stack>
              )}
            </div>
            <div className={classes.next}>
              {post.next && (
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t('post.next')}
                  </Text>
                  <AppLink to={`/writing/${post.next.slug}`} className={classes.link}>
                    {post.next.title}
                  </AppLink>
                </Stack>
              )}
            </div>
          </nav>
        )}
      </article>
    </PageContainer>
  );
}
