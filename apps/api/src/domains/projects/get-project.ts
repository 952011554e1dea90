import { projectPageSchema, projectReferenceInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic } from '../../trpc/public-read';
import { findProject } from './projects-repository';

/** One project by its slug or id, with its page's text as HTML: what /projects/{slug} shows. */
export const getProject = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/projects/{id}',
      tags: ['projects'],
      summary: 'A project by its slug (or id)',
      protect: false,
    },
  })
  .input(projectReferenceInputSchema)
  .output(projectPageSchema)
  .query(async ({ ctx, input }) => {
    // Through the visitors' shared read, keyed by the project, so a kept /projects/{slug} page follows the project.
    const project = await readPublic(ctx, `project:${input.id}`, () => findProject(ctx.db, input.id));
    if (!project) throw AppError.notFound('Project');
    return project;
  });
