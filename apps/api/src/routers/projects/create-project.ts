import { projectInputSchema, projectSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { assertPictureReference } from '../files';
import { insertProject } from './projects-repository';

export const createProject = ownerProcedure
  .meta({
    successStatus: 201,
    openapi: { method: 'POST', path: '/projects', tags: ['projects'], summary: 'Add a project' },
  })
  .input(projectInputSchema)
  .output(projectSchema)
  .mutation(async ({ ctx, input }) => {
    await assertPictureReference(ctx.db, 'imageUrl', input.imageUrl);
    const project = await insertProject(ctx.db, input);
    return project;
  });
