import { DEFAULT_LANGUAGE, textDirection, type SiteLanguage, type Translate } from '@folio/contracts';
import type { Db } from '@folio/db';
import type { FastifyInstance } from 'fastify';
import { serverTexts } from '../lib/texts';

/** The sign-in pages' texts in the site's language, and that language for their <html lang dir>. */
export type AuthTexts = { language: SiteLanguage; direction: 'ltr' | 'rtl'; t: Translate<'auth'> };

/**
 * The site's language, read here rather than through the site settings' shared read (the settings' router sits
 * above sign-in in the layers): a sign-in page is rare enough for a query of its own.
 */
async function findSiteLanguage(db: Db): Promise<SiteLanguage> {
  const row = await db.selectFrom('siteSettings').select('language').where('id', '=', 1).executeTakeFirst();
  return row?.language ?? DEFAULT_LANGUAGE;
}

export async function authTexts(app: FastifyInstance): Promise<AuthTexts> {
  const language = await findSiteLanguage(app.db);
  return { language, direction: textDirection(language), t: await serverTexts(language, 'auth') };
}
