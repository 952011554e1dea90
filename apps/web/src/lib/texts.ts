import {
  DEFAULT_LANGUAGE,
  isLanguage,
  SiteTexts,
  type Namespace,
  type SiteLanguage as Language,
  type Translate,
} from '@folio/contracts';
import { createContext, use } from 'react';

/**
 * What every page's first render says: loaded before the server renders a page and before the browser hydrates
 * or renders one, so both say the same words. Other namespaces (the owner's screens) load with their screens.
 */
export const FIRST_RENDER_NAMESPACES: readonly Namespace[] = ['shell', 'pages', 'toasts', 'common'];

/**
 * What a visitor's arrival on a page kept as the server rendered it (app/page-area.tsx) hydrates: the header
 * alone. The rest of FIRST_RENDER_NAMESPACES loads with the data client, which the first move needs anyway.
 */
export const ARRIVAL_NAMESPACES: readonly Namespace[] = ['shell'];

/** One set of texts per language for the app's life: the server renders pages of whichever language is set. */
const textsByLanguage = new Map<Language, SiteTexts>();

export function siteTexts(language: Language): SiteTexts {
  let texts = textsByLanguage.get(language);
  if (!texts) {
    texts = new SiteTexts(language);
    textsByLanguage.set(language, texts);
  }
  return texts;
}

/** The site's language as the server wrote it on <html lang> (apps/api/src/plugins/web-brand.ts). */
export function pageLanguage(): Language {
  const language = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export const TextsContext = createContext<SiteTexts | null>(null);

/** The site's language and its texts. */
export function useSiteTexts(): SiteTexts {
  const texts = use(TextsContext);
  if (!texts) throw new Error('AppProviders provides the texts');
  return texts;
}

/**
 * The one way a component gets a text: `const t = useTexts('shell'); t('menu.open')`. A namespace not loaded
 * yet (an owner screen's) suspends the component until its catalogue, in the site's language alone, is here.
 */
export function useTexts<N extends Namespace>(namespace: N): Translate<N> {
  const texts = useSiteTexts();
  // Called every render, loaded or not: a component that suspended here is replayed with the same hooks (a
  // conditional `use` made React fail with #467/#520 when hooks followed it). A loaded namespace's promise says
  // so in the fields React reads, so it never suspends, not even during hydration.
  use(settledLoading(texts, namespace));
  return texts.translate(namespace);
}

/** The namespace's one loading promise, marked fulfilled (as React's `use` reads it) once its catalogue is here. */
function settledLoading(texts: SiteTexts, namespace: Namespace): Promise<void> {
  const loading = texts.loading(namespace);
  if (texts.has(namespace) && !('status' in loading)) Object.assign(loading, { status: 'fulfilled', value: undefined });
  return loading;
}
