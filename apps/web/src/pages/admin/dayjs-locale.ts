import type { SiteLanguage } from '@folio/contracts';

/** dayjs's locale packs, which Mantine's date pickers name months with; English is dayjs's default. */
const DAYJS_LOCALES: Record<Exclude<SiteLanguage, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de.js'),
  fr: () => import('dayjs/locale/fr.js'),
  es: () => import('dayjs/locale/es.js'),
  ar: () => import('dayjs/locale/ar.js'),
};

/** Registers the site's language with dayjs (loaded with the first picker); resolves to the picker's `locale`. */
export async function loadDayjsLocale(language: SiteLanguage): Promise<SiteLanguage> {
  if (language !== 'en') await DAYJS_LOCALES[language]();
  return language;
}
