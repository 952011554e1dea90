import { DEFAULT_RESUME_SETTINGS, RESUME_SECTIONS, type ResumeSection, type ResumeSettings } from '@folio/contracts';
import type { Db } from '@folio/db';

const KNOWN_SECTIONS: ReadonlySet<string> = new Set(RESUME_SECTIONS);

/** The résumé's settings; the defaults (the uploaded file) until the owner first saves them. */
export async function findResumeSettings(db: Db): Promise<ResumeSettings> {
  const row = await db
    .selectFrom('resumeSettings')
    .select(['source', 'template', 'paper', 'sections', 'photo'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return DEFAULT_RESUME_SETTINGS;
  // A section a later version no longer has is dropped rather than failing every résumé.
  return { ...row, sections: row.sections.filter((section): section is ResumeSection => KNOWN_SECTIONS.has(section)) };
}

export async function saveResumeSettings(db: Db, settings: ResumeSettings): Promise<void> {
  const values = { ...settings, sections: JSON.stringify(settings.sections) };
  await db
    .insertInto('resumeSettings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}
