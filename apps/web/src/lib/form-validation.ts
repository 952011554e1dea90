import { CATALOGUES, EnglishMessages, type SiteLanguage } from '@folio/contracts';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { pageLanguage, siteTexts } from './texts';

type Schema = Parameters<typeof schemaResolver>[0];

/** `{name}` for every placeholder a message asks for: Lingui reads its values by name. */
const PLACEHOLDERS = new Proxy<Record<string, string>>({}, { get: (_target, name) => (typeof name === 'string' ? `{${name}}` : undefined) });

/**
 * The English `errors` catalogue as ICU text again (the browser gets catalogues compiled), rendered with each
 * placeholder standing for itself: what EnglishMessages matches zod's English messages against.
 */
async function englishErrors(): Promise<EnglishMessages<string>> {
  const english = siteTexts('en');
  const [{ default: catalogue }] = await Promise.all([CATALOGUES.errors.en(), english.load('errors')]);
  const keys = Object.keys(catalogue);
  const t = english.translate('errors');
  return new EnglishMessages(Object.fromEntries(keys.map((key) => [key, t(key as never, PLACEHOLDERS)])));
}

/** Ready once both catalogues are here (loaded with the owner's forms, before anyone can submit one). */
let wording: { english: EnglishMessages<string>; language: SiteLanguage } | null = null;
const language = pageLanguage();
if (language !== 'en') {
  void Promise.all([englishErrors(), siteTexts(language).load('errors')]).then(([english]) => {
    wording = { english, language };
  });
}

function worded(errors: FormErrors): FormErrors {
  if (!wording) return errors;
  const { english } = wording;
  const t = siteTexts(wording.language).translate('errors');
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? english.translate(message, (key, values) => t(key as never, values)) : message]),
  );
}

/**
 * The one way a form checks its values against a contracts schema: zod's messages (English, the reference
 * text) are said in the site's language, as the API says them in its 400 answers.
 */
export function formResolver(schema: Schema): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => worded(resolve(values));
}
