import { SiteTexts, type Namespace, type SiteLanguage, type Translate } from '@folio/contracts';
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
