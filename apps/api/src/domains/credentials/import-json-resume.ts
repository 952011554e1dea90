import { jsonResumeImportedSchema, type SectionCount } from '@folio/contracts';
import { AppError, formatIssuePath } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { replaceEmployment } from '../employment';
import { assertPictureReference } from '../files';
import { findProfile, saveProfile } from '../profile';
import { upsertProjectsByTitle } from '../projects';
import { replaceCredentialLists } from './credentials-repository';
import { fromJsonResume } from './json-resume-mapping';
import { jsonResumeInputSchema, jsonResumeSchemaIssues, normalizeJsonResume } from './json-resume-validator';

/** Every problem of the document at once (the owner fixes the file once), the first also in the message. */
function refuse(issues: { path: string; message: string }[]): never {
  const first = issues[0];
  throw new AppError('BAD_REQUEST', first ? `${first.path}: ${first.message}` : 'Invalid input', { issues });
}

/** The sections Folio takes; the document's other sections are reported as skipped. */
const IMPORTED_SECTIONS = [
  'basics',
  'work',
  'skills',
  'education',
  'certificates',
  'projects',
  'languages',
  'awards',
] as const;
const NOT_SECTIONS = new Set(['$schema', 'meta']);

function sizeOf(section: unknown): number {
  return Array.isArray(section) ? section.length : 1;
}

/**
 * Imports a JSON Resume v1 document: it replaces the employment history, the skills, education and
 * certifications, fills the profile from `basics` (fields the document leaves out keep their value), and adds
 * or updates (by title) the projects it names. All or
 * nothing, in one transaction. The resume file and the page's visibility stay as they are. Empty strings count
 * as absent, and the answer says per section what was taken and what was left out.
 */
export const importJsonResume = ownerProcedure
  .meta({
    openapi: { method: 'POST', path: '/resume.json', tags: ['credentials'], summary: 'Import a JSON Resume' },
  })
  .input(jsonResumeInputSchema)
  .output(jsonResumeImportedSchema)
  .mutation(async ({ ctx, input }) => {
    const document = normalizeJsonResume(input);
    const schemaIssues = jsonResumeSchemaIssues(document);
    if (schemaIssues.length)
      refuse(schemaIssues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message })));
    const sections = Object.entries(document as Record<string, unknown>).filter(
      ([name, value]) => !NOT_SECTIONS.has(name) && value !== undefined,
    );
    const imported: SectionCount[] = [];
    const skipped: SectionCount[] = [];
    for (const [section, value] of sections) {
      ((IMPORTED_SECTIONS as readonly string[]).includes(section) ? imported : skipped).push({
        section,
        count: sizeOf(value),
      });
    }
    return ctx.db.transaction().execute(async (trx) => {
      const mapped = fromJsonResume(document, {
        currentProfile: await findProfile(trx),
        publicUrl: ctx.config.PUBLIC_URL,
      });
      if ('issues' in mapped) refuse(mapped.issues);
      const { profile, employment, skills, certifications, education, projects, languages, awards } = mapped.imported;
      if (profile) {
        // The same rules as the profile form: a photo uploaded here must be a public picture.
        await assertPictureReference(trx, 'basics.image', profile.imageUrl);
        await saveProfile(trx, profile);
      }
      await replaceEmployment(trx, employment);
      await replaceCredentialLists(trx, { skills, certifications, education, languages, awards });
      await upsertProjectsByTitle(trx, projects);
      return {
        profile: profile !== null,
        employment: employment.length,
        skills: skills.length,
        education: education.length,
        certifications: certifications.length,
        projects: projects.length,
        languages: languages.length,
        awards: awards.length,
        imported,
        skipped,
      };
    });
  });
