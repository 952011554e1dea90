import type { Post, PostLink, PostSummary } from '@folio/contracts';
import type { Db, NewPost, PostRow } from '@folio/db';

/** Lists show this much of a body without a summary. */
const EXCERPT_LENGTH = 200;

type SummaryRow = Omit<PostRow, 'body' | 'bodyHtml' | 'search'>;

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'bodyText',
  'summary',
  'tags',
  'status',
  'publishedAt',
  'readingMinutes',
  'createdAt',
  'updatedAt',
] as const;

/** Plain text cut at a word, for lists, meta descriptions and feeds. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

function toPostSummary({ bodyText, ...row }: SummaryRow): PostSummary {
  return {
    ...row,
    excerpt: row.summary ?? excerptOf(bodyText),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first: drafts (never dated) before published posts, by when they were published. */
export async function listPosts(db: Db, options: { includeDrafts: boolean; tag?: string }): Promise<PostSummary[]> {
  let query = db.selectFrom('posts').select(SUMMARY_COLUMNS);
  if (!options.includeDrafts) query = query.where('status', '=', 'published');
  if (options.tag) query = query.where('tags', '@>', [options.tag]);
  const rows = await query
    .orderBy('status')
    .orderBy('publishedAt', (order) => order.desc().nullsFirst())
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toPostSummary);
}

/** The published posts just older and just newer than one published at `publishedAt`. */
async function findNeighbours(db: Db, row: PostRow): Promise<{ previous: PostLink | null; next: PostLink | null }> {
  if (row.status !== 'published' || !row.publishedAt) return { previous: null, next: null };
  const neighbour = (older: boolean) =>
    db
      .selectFrom('posts')
      .select(['slug', 'title'])
      .where('status', '=', 'published')
      .where('id', '!=', row.id)
      .where((eb) =>
        eb.or([
          eb('publishedAt', older ? '<' : '>', row.publishedAt),
          eb.and([eb('publishedAt', '=', row.publishedAt), eb('id', older ? '<' : '>', row.id)]),
        ]),
      )
      .orderBy('publishedAt', older ? 'desc' : 'asc')
      .orderBy('id', older ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
  const [previous, next] = await Promise.all([neighbour(true), neighbour(false)]);
  return { previous: previous ?? null, next: next ?? null };
}

async function toPost(db: Db, row: PostRow): Promise<Post> {
  const { body, bodyHtml } = row;
  return { ...toPostSummary(row), body, bodyHtml, ...(await findNeighbours(db, row)) };
}

const POST_COLUMNS = [...SUMMARY_COLUMNS, 'body', 'bodyHtml'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A post by its slug or id; null when there is none, or it is a draft and drafts are not asked for. */
export async function findPost(db: Db, slugOrId: string, options: { includeDrafts: boolean }): Promise<Post | null> {
  let query = db
    .selectFrom('posts')
    .select(POST_COLUMNS)
    .where((eb) =>
      UUID.test(slugOrId) ? eb.or([eb('slug', '=', slugOrId), eb('id', '=', slugOrId)]) : eb('slug', '=', slugOrId),
    );
  if (!options.includeDrafts) query = query.where('status', '=', 'published');
  const row = await query.executeTakeFirst();
  return row ? toPost(db, row as PostRow) : null;
}

export async function findPostById(db: Db, id: string): Promise<PostRow | null> {
  return (await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Which of these slugs another post (not `exceptId`) has. */
export async function findTakenSlugs(db: Db, slugs: readonly string[], exceptId: string | null): Promise<Set<string>> {
  let query = db.selectFrom('posts').select('slug').where('slug', 'in', slugs);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return new Set((await query.execute()).map((row) => row.slug));
}

export type PostValues = Omit<NewPost, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertPost(db: Db, values: PostValues): Promise<Post> {
  const row = await db.insertInto('posts').values(values).returning(POST_COLUMNS).executeTakeFirstOrThrow();
  return toPost(db, row as PostRow);
}

/** Replaces a post's fields; null when no post has that id. */
export async function updatePostById(db: Db, id: string, values: PostValues): Promise<Post | null> {
  const row = await db
    .updateTable('posts')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(POST_COLUMNS)
    .executeTakeFirst();
  return row ? toPost(db, row as PostRow) : null;
}

/** Whether a post with that id existed (and is now gone). */
export async function deletePostById(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('posts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A published post as feeds and the sitemap need it: its HTML and plain text, its dates. */
export type PublishedPost = Pick<
  PostRow,
  'slug' | 'title' | 'summary' | 'bodyHtml' | 'bodyText' | 'tags' | 'updatedAt'
> & {
  publishedAt: Date;
};

/** The newest published posts, with their bodies (`limit` of them; all without one). */
export async function listPublishedPosts(db: Db, limit?: number): Promise<PublishedPost[]> {
  let query = db
    .selectFrom('posts')
    .select(['slug', 'title', 'summary', 'bodyHtml', 'bodyText', 'tags', 'updatedAt', 'publishedAt'])
    .where('status', '=', 'published')
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt ?? row.updatedAt }));
}
