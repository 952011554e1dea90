import { POSTS_PER_PAGE } from '@folio/contracts';
import { Badge, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { PageContainer } from '../../components/layout/page-container';
import { postsListInput, searchInput } from './writing-inputs';
import { useTRPC } from '../../lib/trpc';
import { PostMeta } from './post-meta';
import classes from './writing.module.css';
import { useTexts } from '../../lib/texts';

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
  const t = useTexts('pages');
  const [searchParams] = useSearchParams();
  const input = postsListInput(searchParams);
  const tag = input?.tag;
  const { data: posts, isPending } = useQuery(trpc.posts.listPosts.queryOptions(input));
  const pageCount = Math.max(1, Math.ceil((posts?.length ?? 0) / POSTS_PER_PAGE));
  const page = Math.min(pageCount, Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1));
  const shown = posts?.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE) ?? [];
  const search = searchInput(searchParams);

  return (
    <PageContainer>
      <div className={classes.column}>
        <Stack gap="xs" mb="lg">
          <Title order={1} className={classes.postTitle}>
            {t('writing.heading')}
          </Title>
          {tag ? (
            <Text c="dimmed">
              Posts tagged “{tag}” ·{' '}
              <AppLink to="/writing" className={classes.link}>
                {t('writing.allPosts')}
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

        {/* A plain GET form: it searches before the app has loaded, and without JavaScript. */}
        <form method="get" action="/writing" role="search">
          <Group gap="xs" align="flex-end" mb="lg" wrap="nowrap">
            <TextInput
              name="q"
              label={t('writing.search')}
              defaultValue={search?.q ?? ''}
              key={search?.q ?? ''}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light">
              {t('writing.searchButton')}
            </Button>
          </Group>
        </form>

        {search ? (
          <SearchResults q={search.q} />
        ) : isPending ? (
          <Center py={48}>
            <Loader aria-label={t('writing.loading')} />
          </Center>
        ) : shown.length === 0 ? (
          <Text c="dimmed" py="xl">
            {t('writing.empty')}
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

        {!search && pageCount > 1 && (
          <Group justify="space-between" mt="xl" component="nav" aria-label={t('writing.pages')}>
            <span>
              {page > 1 && (
                <AppLink to={pageHref(tag, page - 1)} className={classes.link}>
                  {t('writing.newer')}
                </AppLink>
              )}
            </span>
            <Text size="sm" c="dimmed">
              Page {page} of {pageCount}
            </Text>
            <span>
              {page < pageCount && (
                <AppLink to={pageHref(tag, page + 1)} className={classes.link}>
                  {t('writing.older')}
                </AppLink>
              )}
            </span>
          </Group>
        )}
      </div>
    </PageContainer>
  );
}

/** What GET /api/search found for `q`, best first. */
function SearchResults({ q }: { q: string }) {
  const trpc = useTRPC();
  const { data: results, isPending } = useQuery(trpc.search.search.queryOptions({ q }));
  const t = useTexts('pages');
  if (isPending) {
    return (
      <Center py={48}>
        <Loader aria-label={t('writing.searching')} />
      </Center>
    );
  }
  if (!results?.length) {
    return (
      <Text c="dimmed" py="xl">
        {t('writing.nothingFound', { query: q })}
      </Text>
    );
  }
  return (
    <ul className={classes.list} aria-label={t('writing.results', { query: q })}>
      {results.map((result) => (
        <li key={`${result.type}:${result.url}:${result.title}`}>
          <Stack gap="xs">
            <Group gap="xs">
              <Title order={2} className={classes.listTitle}>
                <AppLink to={result.url} className={classes.titleLink}>
                  {result.title}
                </AppLink>
              </Title>
              <Badge variant="light" color="gray" radius="sm">
                {result.type === 'post' ? t('writing.resultPost') : t('writing.resultProject')}
              </Badge>
            </Group>
            <Text lh={1.6}>{result.snippet}</Text>
          </Stack>
        </li>
      ))}
    </ul>
  );
}
