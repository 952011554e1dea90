import { listPostsInputSchema, postSummarySchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic, type PublicReadContext } from '../../trpc/public-read';
import { listPosts as listPostRows } from './posts-repository';

/** Visitors share one recent read of the published posts (any tag is a filter of it); the owner reads drafts too. */
export async function readPosts(ctx: PublicReadContext, tag?: string) {
  const posts = await readPublic(ctx, 'posts', () => listPostRows(ctx.db, { includeDrafts: ctx.caller !== null }));
  return tag ? posts.filter((post) => post.tags.includes(tag)) : posts;
}

/** Newest first, without bodies; visitors see published posts only. */
export const listPosts = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/posts',
      tags: ['posts'],
      summary: 'List posts (the owner also sees drafts)',
      protect: false,
    },
  })
  .input(listPostsInputSchema)
  .output(z.array(postSummarySchema))
  .query(({ ctx, input }) => readPosts(ctx, input?.tag));
