import { projectSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic, type PublicReadContext } from '../../trpc/public-read';
import { listProjects as listProjectRows } from './projects-repository';

/** What GET /api/projects answers, through tRPC or straight from the REST fast path (plugins/public-reads-rest.ts). */
export const readProjects = (ctx: PublicReadContext) => readPublic(ctx, 'projects', () => listProjectRows(ctx.db));

/** Every project in the owner's order; the home page splits them into business and hobby itself. */
export const listProjects = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/projects', tags: ['projects'], summary: 'List projects', protect: false } })
  .input(z.void())
  .output(z.array(projectSchema))
  .query(({ ctx }) => readProjects(ctx));
