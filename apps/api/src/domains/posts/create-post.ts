import { postInputSchema, postSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { postValuesFor } from './post-values';
import { insertPost } from './posts-repository';

export const createPost = ownerProcedure
  .meta({
    successStatus: 201,
    openapi: { method: 'POST', path: '/posts', tags: ['posts'], summary: 'Write a post (Markdown body)' },
  })
  .input(postInputSchema)
  .output(postSchema)
  .mutation(async ({ ctx, input }) => insertPost(ctx.db, await postValuesFor(ctx.db, input, null)));
