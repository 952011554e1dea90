import { postSchema, postUpdateSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { postValuesFor } from './post-values';
import { findPostById, updatePostById } from './posts-repository';

/** The create body replaces every field; a published post keeps its slug unless a new one is given. */
export const updatePost = ownerProcedure
  .meta({
    openapi: { method: 'PUT', path: '/posts/{id}', tags: ['posts'], summary: 'Edit, publish or unpublish a post' },
  })
  .input(postUpdateSchema)
  .output(postSchema)
  .mutation(async ({ ctx, input: { id, ...input } }) => {
    const existing = await findPostById(ctx.db, id);
    const post = existing && (await updatePostById(ctx.db, id, await postValuesFor(ctx.db, input, existing)));
    if (!post) throw AppError.notFound('Post');
    return post;
  });
