import { projectSchema, projectUpdateSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { projectValuesFor } from './project-values';
import { findProject, updateProjectById } from './projects-repository';

/** The create body replaces every field of the project (absent tags, body and gallery become none); its place and slug stay. */
export const updateProject = ownerProcedure
  .meta({ openapi: { method: 'PUT', path: '/projects/{id}', tags: ['projects'], summary: 'Edit a project' } })
  .input(projectUpdateSchema)
  .output(projectSchema)
  .mutation(async ({ ctx, input: { id, ...input } }) => {
    const existing = await findProject(ctx.db, id);
    const project =
      existing?.id === id &&
      (await updateProjectById(ctx.db, id, await projectValuesFor(ctx.db, input, existing), input.gallery));
    if (!project) throw AppError.notFound('Project');
    return project;
  });
