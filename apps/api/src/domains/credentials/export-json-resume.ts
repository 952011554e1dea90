import { jsonResumeSchema } from '@folio/contracts';
import { z } from 'zod';
import { ownerProcedure } from '../../trpc/procedures';
import { listEmployment } from '../employment';
import { findProfile } from '../profile';
import { listProjects } from '../projects';
import { findCredentials } from './credentials-repository';
import { toJsonResume } from './json-resume-mapping';

/** The profile, employment and credentials as one JSON Resume v1 document, to keep or to use elsewhere. */
export const exportJsonResume = ownerProcedure
  .meta({
    attachmentName: 'resume.json',
    openapi: { method: 'GET', path: '/resume.json', tags: ['credentials'], summary: 'Export a JSON Resume' },
  })
  .input(z.void())
  .output(jsonResumeSchema)
  .query(async ({ ctx }) => {
    const [profile, employment, credentials, projects] = await Promise.all([
      findProfile(ctx.db),
      listEmployment(ctx.db),
      findCredentials(ctx.db),
      listProjects(ctx.db),
    ]);
    return toJsonResume({ profile, employment, credentials, projects, publicUrl: ctx.config.PUBLIC_URL });
  });
