import type { PostSummary } from '@folio/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { AppLink } from '../../components/app-link';
import { formatPostDate } from './post-date';
import classes from './writing.module.css';
import { useSiteTexts, useTexts } from '../../lib/texts';

/** Date, reading time and tags (each a link to the posts with that tag); drafts say so. */
export function PostMeta({ post }: { post: PostSummary }) {
  const { language } = useSiteTexts();
  const t = useTexts('pages');
  return (
    <Group gap="xs" wrap="wrap">
      {post.status === 'draft' && (
        <Badge color="yellow" variant="light" radius="sm">
          {t('writing.draft')}
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {post.publishedAt && <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, language)}</time>}
        {post.publishedAt && ' · '}
        {t('writing.readingTime', { minutes: post.readingMinutes })}
      </Text>
      {post.tags.map((tag) => (
        <AppLink key={tag} to={`/writing?tag=${encodeURIComponent(tag)}`} className={classes.tag}>
          <Badge component="span" variant="light" color="gray" radius="sm" tt="none" style={{ cursor: 'pointer' }}>
            {tag}
          </Badge>
        </AppLink>
      ))}
    </Group>
  );
}
