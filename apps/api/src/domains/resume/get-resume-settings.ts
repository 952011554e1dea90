import { resumeSettingsSchema } from '@folio/contracts';
import { z } from 'zod';
import { ownerProcedure } from '../../trpc/procedures';
import { findResumeSettings } from './resume-settings-repository';

export const getResumeSettings = ownerProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/resume/settings',
      tags: ['resume'],
      summary: 'Get the résumé settings',
      description:
        "Which résumé 'Download Resume' serves (the uploaded file or one generated from the profile) and how a generated one looks.",
    },
  })
  .input(z.void())
  .output(resumeSettingsSchema)
  .query(({ ctx }) => findResumeSettings(ctx.db));
