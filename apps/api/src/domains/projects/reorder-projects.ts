import { orderInputSchema, projectSchema } from '@folio/contracts';
import { z } from 'zod';
import { applyOrder } from '../../lib/owner-order';
import { ownerProcedure } from '../../trpc/procedures';
import { listProjects } from './projects-repository';

/** Puts the projects in the order of `ids` (every project once) and answers the list in its new order. */
export const reorderProjects = ownerProcedure
  .meta({
    openapi: { method: 'PUT', path: '/projects/order', tags: ['projects'], summary: 'Put the projects in order' },
  })
  .input(orderInputSchema)
  .output(z.array(projectSchema))
  .mutation(async ({ ctx, input }) => {
    await applyOrder(ctx.db, 'projects', input.ids);
    return listProjects(ctx.db);
  });
