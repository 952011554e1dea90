import { postSchema, postReferenceInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic } from '../../trpc/public-read';
import { findPost } from './posts-repository';

/** One post by its slug or id; a draft is the owner's only, and to anyone else as absent as a slug never used. */
export const getPost = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/posts/{id}',
      tags: ['posts'],
      summary: 'A post by its slug (or id)',
      protect: false,
    },
  })
  .input(postReferenceInputSchema)
  .output(postSchema)
  .query(async ({ ctx, input }) => {
    // Through the visitors' shared read, keyed by the post, so a kept /writing/{slug} page follows the post.
    const post = await readPublic(ctx, `post:${input.id}`, () =>
      findPost(ctx.db, input.id, { includeDrafts: ctx.caller !== null }),
    );
    if (!post) throw AppError.notFound('Post');
    return post;
  });
