import { projectSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { listProjects as listProjectRows } from './projects-repository';

/** Every project in the owner's order; the home page splits them into business and hobby itself. */
export const listProjects = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/projects', tags: ['projects'], summary: 'List projects', protect: false } })
  .input(z.void())
  .output(z.array(projectSchema))
  .query(({ ctx }) => listProjectRows(ctx.db));
