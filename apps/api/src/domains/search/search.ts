import { searchInputSchema, searchResultSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic } from '../../trpc/public-read';
import { searchContent } from './search-repository';

/** Full-text search of what visitors can read; the owner also finds drafts. */
export const search = publicProcedure
  .meta({
    openapi: { method: 'GET', path: '/search', tags: ['search'], summary: 'Search posts and projects', protect: false },
  })
  .input(searchInputSchema)
  .output(z.array(searchResultSchema))
  // Visitors share recent answers, so the /writing page that shows them is kept and follows the content.
  .query(({ ctx, input }) =>
    readPublic(ctx, `search:${input.q}`, () => searchContent(ctx.db, input.q, { includeDrafts: ctx.caller !== null })),
  );
