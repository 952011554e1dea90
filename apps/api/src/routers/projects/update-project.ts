import { projectSchema, projectUpdateSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { assertPictureReference } from '../files';
import { updateProjectById } from './projects-repository';

/** The create body replaces every field of the project (absent tags become none); its place stays. */
export const updateProject = ownerProcedure
  .meta({ openapi: { method: 'PUT', path: '/projects/{id}', tags: ['projects'], summary: 'Edit a project' } })
  .input(projectUpdateSchema)
  .output(projectSchema)
  .mutation(async ({ ctx, input: { id, ...fields } }) => {
    await assertPictureReference(ctx.db, 'imageUrl', fields.imageUrl);
    const project = await updateProjectById(ctx.db, id, fields);
    if (!project) throw AppError.notFound('Project');
    return project;
  });
