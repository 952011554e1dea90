import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readPosts } from './list-posts';

/** Whether the nav shows Writing: once a post is published (for the owner, once any post exists). tRPC only. */
export const hasPublishedPosts = publicProcedure
  .input(z.void())
  .output(z.boolean())
  .query(async ({ ctx }) => (await readPosts(ctx)).length > 0);
