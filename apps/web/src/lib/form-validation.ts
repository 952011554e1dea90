import { CATALOGUES, EnglishMessages, type SiteLanguage } from '@folio/contracts';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { pageLanguage, siteTexts } from './texts';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * `{name}` for every placeholder a message asks for. Lingui reads a value only when it is the values' own property
 * (`hasOwnProperty`), so the proxy says it has every name: with `get` alone, `Must be at most {maximum} characters`
 * came out as `Must be at most  characters` and length limits stayed English.
 */
const placeholder = (name: string | symbol) => (typeof name === 'string' ? `{${name}}` : undefined);
const PLACEHOLDERS = new Proxy<Record<string, string>>(
  {},
  {
    get: (_target, name) => placeholder(name),
    has: (_target, name) => typeof name === 'string',
    getOwnPropertyDescriptor: (_target, name) =>
      typeof name === 'string'
        ? { value: placeholder(name), writable: false, enumerable: true, configurable: true }
        : undefined,
  },
);

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

/** Ready once both catalogues are here: loaded with the first form that imports this module. */
let wording: { english: EnglishMessages<string>; language: SiteLanguage } | null = null;
const language = pageLanguage();

/**
 * Settles once the form's messages can be said in the site's language (at once in English). A form a visitor
 * may send straight away (Contact) waits for it; if the catalogues cannot be fetched, messages stay English.
 */
export const formWordingReady: Promise<void> =
  language === 'en'
    ? Promise.resolve()
    : Promise.all([englishErrors(), siteTexts(language).load('errors')]).then(
        ([english]) => {
          wording = { english, language };
        },
        () => undefined,
      );

function worded(errors: FormErrors): FormErrors {
  if (!wording) return errors;
  const { english } = wording;
  const t = siteTexts(wording.language).translate('errors');
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? english.translate(message, (key, values) => t(key as never, values)) : message,
    ]),
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
