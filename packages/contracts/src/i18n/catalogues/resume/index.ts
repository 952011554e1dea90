/** Each language's catalogue, loaded when needed: a page's browser gets its site's language only. */
export default {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  ar: () => import('./ar'),
};
