import { jsonResumeImportedSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { replaceEmployment } from '../employment';
import { findProfile, saveProfile } from '../profile';
import { assertPictureReference } from '../files';
import { replaceCredentialLists } from './credentials-repository';
import { fromJsonResume } from './json-resume-mapping';
import { jsonResumeInputSchema } from './json-resume-validator';

function refuse(issues: { path: string; message: string }[]): never {
  const first = issues[0];
  throw new AppError('BAD_REQUEST', first ? `${first.path}: ${first.message}` : 'Invalid input', { issues });
}

/**
 * Imports a JSON Resume v1 document: it replaces the employment history, the skills, education and
 * certifications, and fills the profile from `basics` (fields the document leaves out keep their value). All or
 * nothing, in one transaction. The resume file and the page's visibility stay as they are.
 */
export const importJsonResume = ownerProcedure
  .meta({
    openapi: { method: 'POST', path: '/resume.json', tags: ['credentials'], summary: 'Import a JSON Resume' },
  })
  .input(jsonResumeInputSchema)
  .output(jsonResumeImportedSchema)
  .mutation(async ({ ctx, input }) =>
     ctx.db.transaction().execute(async (trx) => {
      const mapped = fromJsonResume(input, { currentProfile: await findProfile(trx), publicUrl: ctx.config.PUBLIC_URL });
      if ('issues' in mapped) refuse(mapped.issues);
      const { profile, employment, skills, certifications, education } = mapped.imported;
      if (profile) {
        // The same rules as the profile form: a photo uploaded here must be a public picture.
        await assertPictureReference(trx, 'basics.image', profile.imageUrl);
        await saveProfile(trx, profile);
      }
      await replaceEmployment(trx, employment);
      await replaceCredentialLists(trx, { skills, certifications, education });
      return {
        profile: profile !== null,
        employment: employment.length,
        skills: skills.length,
        education: education.length,
        certifications: certifications.length,
      };
    }),
  );
