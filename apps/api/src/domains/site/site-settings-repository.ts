import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@folio/contracts';
import type { Db } from '@folio/db';

const COLUMNS = ['contactChallenge', 'name', 'accentColor', 'defaultColorScheme', 'logoFileId', 'language'] as const;

/** The site's settings, and where its logo is downloaded from; the defaults until the owner first saves them. */
export async function findSiteSettings(db: Db): Promise<SiteSettings & { logoPath: string | null }> {
  const row = await db
    .selectFrom('siteSettings')
    .leftJoin('files', 'files.id', 'siteSettings.logoFileId')
    .select([...COLUMNS.map((column) => `siteSettings.${column}` as const), 'files.objectPath as logoPath'])
    .where('siteSettings.id', '=', 1)
    .executeTakeFirst();
  return row ?? { ...DEFAULT_SITE_SETTINGS, logoPath: null };
}

/** Saves the fields given; the others keep their value (the row is created at the first save). */
export async function saveSiteSettings(db: Db, changes: Partial<SiteSettings>): Promise<void> {
  const { logoPath: _logoPath, ...current } = await findSiteSettings(db);
  const next = { ...current, ...changes };
  await db
    .insertInto('siteSettings')
    .values({ id: 1, ...next })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...next, updatedAt: new Date() }))
    .execute();
}

/** The file chosen as the logo, for the checks a picture the site shows must pass. */
export async function findLogoCandidate(db: Db, fileId: string) {
  return db
    .selectFrom('files')
    .select(['objectPath', 'purpose', 'visibility'])
    .where('id', '=', fileId)
    .executeTakeFirst();
}
