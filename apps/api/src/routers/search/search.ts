import { searchInputSchema, searchResultSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { searchContent } from './search-repository';

/** Full-text search of what visitors can read; the owner also finds drafts. */
export const search = publicProcedure
  .meta({
    openapi: { method: 'GET', path: '/search', tags: ['search'], summary: 'Search posts and projects', protect: false },
  })
  .input(searchInputSchema)
  .output(z.array(searchResultSchema))
  .query(({ ctx, input }) => searchContent(ctx.db, input.q, { includeDrafts: ctx.caller !== null }));
