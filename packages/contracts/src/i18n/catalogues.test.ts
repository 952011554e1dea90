import { describe, expect, it } from 'vitest';
import { CATALOGUES, type Namespace } from './catalogues';
import { compileMessage } from './compile';
import { LANGUAGES } from './languages';
import { SiteTexts } from './texts';

/** A message's arguments as `name:type` (`count:plural`, `name:`), from Lingui's compiled form, sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (token: unknown): void => {
    if (!Array.isArray(token)) return;
    const [name, type, cases] = token as [unknown, unknown, unknown];
    if (typeof name === 'string' && (token.length === 1 || typeof type === 'string')) {
      found.add(`${name}:${typeof type === 'string' ? type : ''}`);
      // Each case is a list of parts (text, '#', placeholders), not a token itself.
      if (cases && typeof cases === 'object')
        for (const branch of Object.values(cases) as unknown[]) for (const part of [branch].flat()) visit(part);
      return;
    }
    for (const part of token) visit(part);
  };
  for (const token of compileMessage(message)) visit(token);
  return [...found].sort();
}

const NAMESPACES = Object.keys(CATALOGUES) as Namespace[];

describe.each(NAMESPACES)('the %s catalogues', (namespace) => {
  const load = async (language: (typeof LANGUAGES)[number]) =>
    (await CATALOGUES[namespace][language]()).default as Readonly<Record<string, string>>;

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every key English has, and no other',
    async (language) => {
      const [english, translated] = await Promise.all([load('en'), load(language)]);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    "%s's messages take English's placeholders and plural arguments",
    async (language) => {
      const [english, translated] = await Promise.all([load('en'), load(language)]);
      for (const [key, message] of Object.entries(english)) {
        expect(argumentsOf(translated[key] ?? ''), `${namespace}:${key} in ${language}`).toEqual(argumentsOf(message));
      }
    },
  );

  it.each([...LANGUAGES])('%s: every message is valid ICU with an `other` case in each plural', async (language) => {
    for (const [key, message] of Object.entries(await load(language))) {
      expect(() => compileMessage(message), `${namespace}:${key} in ${language}`).not.toThrow();
      for (const plural of message.matchAll(/\{\s*\w+\s*,\s*(?:plural|selectordinal|select)\s*,/g)) {
        expect(message.slice(plural.index), `${namespace}:${key} in ${language}`).toMatch(/\bother\s*\{/);
      }
    }
  });
});

describe('SiteTexts', () => {
  it('formats ICU plurals and placeholders in the language', async () => {
    const texts = new SiteTexts('en', compileMessage);
    await texts.load('shell');
    expect(texts.translate('shell')('skipLink')).toBe('Skip to content');
    const german = new SiteTexts('de', compileMessage);
    await german.load('shell');
    expect(german.translate('shell')('skipLink')).toBe('Zum Inhalt springen');
  });
});
