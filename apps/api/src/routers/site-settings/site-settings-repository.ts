import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@folio/contracts';
import type { Db } from '@folio/db';

/** The site's settings; the defaults until the owner first saves them. */
export async function findSiteSettings(db: Db): Promise<SiteSettings> {
  const row = await db.selectFrom('siteSettings').select(['contactChallenge']).where('id', '=', 1).executeTakeFirst();
  return row ?? DEFAULT_SITE_SETTINGS;
}

/** Saves the fields given; the others keep their value (the row is created at the first save). */
export async function saveSiteSettings(db: Db, changes: Partial<SiteSettings>): Promise<SiteSettings> {
  const current = await findSiteSettings(db);
  const next = { ...current, ...changes };
  return db
    .insertInto('siteSettings')
    .values({ id: 1, ...next })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...next, updatedAt: new Date() }))
    .returning(['contactChallenge'])
    .executeTakeFirstOrThrow();
}
