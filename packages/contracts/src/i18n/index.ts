// `Language` is the site's language; from this package's root it is `SiteLanguage` (credentials.ts has a
// `Language`: a language the owner speaks).
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  OPEN_GRAPH_LOCALES,
  textDirection,
  type Language as SiteLanguage,
} from './languages';
export * from './catalogue';
export { CATALOGUES, type MessageKey, type Namespace } from './catalogues';
export { SiteTexts, type MessageCompiler, type Translate } from './texts';
export { EnglishMessages } from './english-messages';
