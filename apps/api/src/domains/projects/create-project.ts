import { projectInputSchema, projectSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { projectValuesFor } from './project-values';
import { insertProject } from './projects-repository';

export const createProject = ownerProcedure
  .meta({
    successStatus: 201,
    openapi: {
      method: 'POST',
      path: '/projects',
      tags: ['projects'],
      summary: 'Add a project (its page at /projects/{slug})',
    },
  })
  .input(projectInputSchema)
  .output(projectSchema)
  .mutation(async ({ ctx, input }) =>
    insertProject(ctx.db, await projectValuesFor(ctx.db, input, null), input.gallery),
  );
