import { DEFAULT_LANGUAGE, type SiteLanguage, type Translate } from '@folio/contracts';
import type { Db } from '@folio/db';
import { serverTexts } from '../lib/texts';

/**
 * The mail texts in the site's language (site_settings.language; English until the owner picks one), with the
 * language itself for numbers and the mail's `lang`. Read from the table itself, so the mail service depends on
 * no domain.
 */
export async function mailTexts(db: Db): Promise<{ t: Translate<'mail'>; language: SiteLanguage }> {
  const row = await db.selectFrom('siteSettings').select('language').where('id', '=', 1).executeTakeFirst();
  const language = row?.language ?? DEFAULT_LANGUAGE;
  return { t: await serverTexts(language, 'mail'), language };
}
