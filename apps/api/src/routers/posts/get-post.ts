import { postSchema, postReferenceInputSchema } from '@folio/contracts';
import { AppError } from '../../errors';
import { publicProcedure } from '../../trpc/procedures';
import { findPost } from './posts-repository';

/** One post by its slug or id; a draft is the owner's only, and to anyone else as absent as a slug never used. */
export const getPost = publicProcedure
  .meta({
    openapi: { method: 'GET', path: '/posts/{id}', tags: ['posts'], summary: 'A post by its slug (or id)', protect: false },
  })
  .input(postReferenceInputSchema)
  .output(postSchema)
  .query(async ({ ctx, input }) => {
    const post = await findPost(ctx.db, input.id, { includeDrafts: ctx.caller !== null });
    if (!post) throw AppError.notFound('Post');
    return post;
  });
