/**
 * The languages the site speaks (issue 21 point 3): the owner picks one, and every text visitors and the owner
 * see comes from its catalogues (./catalogues). Free of zod and of the i18n library: visitors' Home imports it.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** English is the reference text (SPEC's texts letter for letter) and the language of a new site. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);

/** `dir` on <html> and Mantine's direction: Arabic is written right to left. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/** Each language by its own name, as the language picker lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
};

/** `og:locale` of the site's pages (Open Graph wants a territory too). */
export const OPEN_GRAPH_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en_US',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  ar: 'ar_AR',
};
