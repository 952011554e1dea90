import {
  CATALOGUES,
  DEFAULT_LANGUAGE,
  EnglishMessages,
  SiteTexts,
  type MessageValues,
  type Namespace,
  type SiteLanguage,
  type Translate,
} from '@folio/contracts';
import { compileMessage } from '@folio/contracts/i18n/compile';

/** One set of texts per language for the server's life, its messages compiled once as they load. */
const textsByLanguage = new Map<SiteLanguage, SiteTexts>();

/**
 * A namespace's texts in the site's language, for what the server writes itself (the sign-in pages, the social
 * card, mail): `const t = await serverTexts(site.language, 'auth'); t('signIn.heading')`.
 */
export async function serverTexts<N extends Namespace>(language: SiteLanguage, namespace: N): Promise<Translate<N>> {
  let texts = textsByLanguage.get(language);
  if (!texts) {
    texts = new SiteTexts(language, compileMessage);
    textsByLanguage.set(language, texts);
  }
  await texts.load(namespace);
  return texts.translate(namespace);
}

/** Each namespace's English messages as patterns, made once: what `serverWording` recognises. */
const englishByNamespace = new Map<Namespace, Promise<EnglishMessages<string>>>();

/**
 * Says English messages of a namespace (written by the API or zod, the reference text) in the site's language:
 * a message that is none of the namespace's stays as it came, and English is left as written.
 */
export async function serverWording(
  language: SiteLanguage,
  namespace: Namespace,
): Promise<(message: string) => string> {
  if (language === DEFAULT_LANGUAGE) return (message) => message;
  let english = englishByNamespace.get(namespace);
  if (!english) {
    english = CATALOGUES[namespace]
      .en()
      .then(({ default: catalogue }) => new EnglishMessages(catalogue as Readonly<Record<string, string>>));
    englishByNamespace.set(namespace, english);
  }
  const [messages, t] = await Promise.all([english, serverTexts(language, namespace)]);
  const translate = t as (key: string, values?: MessageValues) => string;
  return (message) => messages.translate(message, translate);
}
