import slugify from '@sindresorhus/slugify';
import type { ParsedPostInput } from '@folio/contracts';
import type { Db, PostRow } from '@folio/db';
import { AppError } from '../../lib/errors';
import { renderMarkdown } from '../../markdown/render-markdown';
import { findTakenSlugs, type PostValues } from './posts-repository';

/** Average silent reading speed, words per minute. */
const WORDS_PER_MINUTE = 200;
const SLUG_MAX = 80;
/** How many numbered variants of a title's slug are tried at once for a free one. */
const SLUG_CANDIDATES = 50;

export function readingMinutesOf(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The title's slug, or `my-post-2`, `my-post-3`... when another post has it. */
async function freeSlugFor(db: Db, title: string, exceptId: string | null): Promise<string> {
  const base = slugify(title, { decamelize: false }).slice(0, SLUG_MAX).replace(/-+$/, '') || 'post';
  for (let start = 1; ; start += SLUG_CANDIDATES) {
    const candidates = Array.from({ length: SLUG_CANDIDATES }, (_, index) =>
      start + index === 1 ? base : `${base}-${String(start + index)}`,
    );
    const taken = await findTakenSlugs(db, candidates, exceptId);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}

/**
 * The slug a post gets: the one asked for (409 when another post has it); else, once a post has been published,
 * the one it has, so links to it keep working; else one made from the title.
 */
async function slugFor(db: Db, input: ParsedPostInput, existing: PostRow | null): Promise<string> {
  if (input.slug) {
    const taken = await findTakenSlugs(db, [input.slug], existing?.id ?? null);
    if (taken.has(input.slug)) {
      throw new AppError('CONFLICT', 'slug: Another post already has this slug', {
        issues: [{ path: 'slug', message: 'Another post already has this slug' }],
      });
    }
    return input.slug;
  }
  if (existing?.publishedAt) return existing.slug;
  return freeSlugFor(db, input.title, existing?.id ?? null);
}

/** What is stored for a post written with `input` (over `existing` when it is an edit): its body rendered once, here. */
export async function postValuesFor(db: Db, input: ParsedPostInput, existing: PostRow | null): Promise<PostValues> {
  const { html, text } = await renderMarkdown(input.body);
  const firstPublished = input.status === 'published' ? new Date() : null;
  return {
    slug: await slugFor(db, input, existing),
    title: input.title,
    body: input.body,
    bodyHtml: html,
    bodyText: text,
    summary: input.summary,
    tags: input.tags,
    status: input.status,
    publishedAt: input.publishedAt ?? existing?.publishedAt ?? firstPublished,
    readingMinutes: readingMinutesOf(text),
  };
}
