import { DEFAULT_LANGUAGE, textDirection, type SiteLanguage, type Translate } from '@folio/contracts';
import type { Db } from '@folio/db';
import type { FastifyInstance } from 'fastify';
import { serverTexts, serverWording } from '../../lib/texts';

/**
 * The sign-in pages' texts in the site's language, and that language for their <html lang dir>. `word` says an
 * English message the sign-in code wrote (a wrong password, a rate limit, a provider's refusal) in that language:
 * the pages' own errors are the `auth` namespace's `error.*`, the API's shared ones (rate limits) `errors`.
 */
export type AuthTexts = {
  language: SiteLanguage;
  direction: 'ltr' | 'rtl';
  t: Translate<'auth'>;
  word: (message: string) => string;
};

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
  const [t, authWording, errorsWording] = await Promise.all([
    serverTexts(language, 'auth'),
    serverWording(language, 'auth'),
    serverWording(language, 'errors'),
  ]);
  const word = (message: string) => {
    const worded = authWording(message);
    return worded === message ? errorsWording(message) : worded;
  };
  return { language, direction: textDirection(language), t, word };
}
