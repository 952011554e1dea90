import type { SiteLanguage } from '@folio/contracts';
import type { UppyOptions } from '@uppy/core';

type UppyLocale = NonNullable<UppyOptions<Record<string, never>, Record<string, never>>['locale']>;

/** Uppy's own locale packs (@uppy/locales) for the Dashboard's texts; English is Uppy's default. */
const UPPY_LOCALES: Record<Exclude<SiteLanguage, 'en'>, () => Promise<{ default: UppyLocale }>> = {
  de: () => import('@uppy/locales/lib/de_DE.js'),
  fr: () => import('@uppy/locales/lib/fr_FR.js'),
  es: () => import('@uppy/locales/lib/es_ES.js'),
  ar: () => import('@uppy/locales/lib/ar_SA.js'),
};

/** The uploader's locale in the site's language, loaded when the uploader opens; null for English. */
export async function loadUppyLocale(language: SiteLanguage): Promise<UppyLocale | null> {
  return language === 'en' ? null : (await UPPY_LOCALES[language]()).default;
}
