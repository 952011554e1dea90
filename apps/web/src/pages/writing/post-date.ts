import type { SiteLanguage } from '@folio/contracts';

/**
 * A post's date in the site's language, the same on the server and in every browser: the site's language and
 * UTC, not the visitor's locale and zone (which would not hydrate). "November 26, 2026" in English.
 */
export function formatPostDate(iso: string, language: SiteLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
