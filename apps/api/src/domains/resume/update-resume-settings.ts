import { resumeSettingsSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { saveResumeSettings } from './resume-settings-repository';

/** Replaces the settings; the next résumé a visitor asks for is made with them (the kept one no longer matches). */
export const updateResumeSettings = ownerProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/resume/settings',
      tags: ['resume'],
      summary: 'Replace the résumé settings',
      description:
        "source 'generated' serves a résumé made from the profile, employment, projects, credentials and posts at /resume.pdf, /resume.docx and /api/resume; 'file' the uploaded file picked in the credentials.",
    },
  })
  .input(resumeSettingsSchema)
  .output(resumeSettingsSchema)
  .mutation(async ({ ctx, input }) => {
    await saveResumeSettings(ctx.db, input);
    return input;
  });
