import type { PostSummary } from '@folio/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { AppLink } from '../../components/app-link';
import { formatPostDate } from './post-date';
import classes from './writing.module.css';

/** Date, reading time and tags (each a link to the posts with that tag); drafts say so. */
export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <Group gap="xs" wrap="wrap">
      {post.status === 'draft' && (
        <Badge color="yellow" variant="light" radius="sm">
          Draft
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {post.publishedAt && <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>}
        {post.publishedAt && ' · '}
        {post.readingMinutes} min read
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
