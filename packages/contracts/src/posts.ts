import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { idSchema, optionalText, requiredText, slugOrIdInputSchema, timestampSchema } from './common';

/** How many posts /writing shows on a page. */
export const POSTS_PER_PAGE = 20;

/** A post's address under /writing/: lowercase words of letters and digits joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Must be lowercase letters and digits joined by hyphens (e.g. my-first-post)';

export const postStatusSchema = z.enum(['draft', 'published']);
export type PostStatus = z.infer<typeof postStatusSchema>;

const tagSchema = z.string().trim().min(1).max(TEXT_LIMITS.tag);

/**
 * POST /api/posts and the Admin Writing form. Without `slug`, one is made from the title; without `publishedAt`,
 * a post is dated when first published.
 */
export const postInputSchema = z.object({
  title: requiredText(TEXT_LIMITS.short),
  body: requiredText(TEXT_LIMITS.postBody),
  summary: optionalText(TEXT_LIMITS.description),
  tags: z
    .array(tagSchema)
    .max(TEXT_LIMITS.tags)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  status: postStatusSchema,
  slug: z
    .string()
    .trim()
    .max(TEXT_LIMITS.slug)
    .regex(SLUG_PATTERN, SLUG_MESSAGE)
    .nullish()
    .or(z.literal('').transform(() => null)),
  publishedAt: z
    .union([timestampSchema, z.literal('')])
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type PostInput = z.input<typeof postInputSchema>;
export type ParsedPostInput = z.output<typeof postInputSchema>;

/** PUT /api/posts/{id}: the create body, replacing the post's fields. */
export const postUpdateSchema = postInputSchema.extend({ id: idSchema });
export type PostUpdate = z.input<typeof postUpdateSchema>;

/** GET /api/posts: visitors see published posts, the owner drafts too; `tag` keeps those with that tag. */
export const listPostsInputSchema = z.object({ tag: tagSchema.optional() }).optional();

export const postReferenceInputSchema = slugOrIdInputSchema('post');

/** A post as lists show it: no body. `excerpt` is the summary, or the body's first words as plain text. */
export const postSummarySchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  status: postStatusSchema,
  publishedAt: timestampSchema.nullable(),
  readingMinutes: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PostSummary = z.infer<typeof postSummarySchema>;

const postLinkSchema = z.object({ slug: z.string(), title: z.string() });
export type PostLink = z.infer<typeof postLinkSchema>;

/** One post: its Markdown, the sanitised HTML the site shows, and its published neighbours. */
export const postSchema = postSummarySchema.extend({
  body: z.string(),
  bodyHtml: z.string(),
  /** The published post before this one (older), and after it (newer). */
  previous: postLinkSchema.nullable(),
  next: postLinkSchema.nullable(),
});
export type Post = z.infer<typeof postSchema>;

/** The Admin editor's preview: Markdown rendered and sanitised by the server, as the site will show it. */
export const markdownPreviewInputSchema = z.object({ markdown: z.string().max(TEXT_LIMITS.postBody) });
export const markdownPreviewSchema = z.object({ html: z.string() });
