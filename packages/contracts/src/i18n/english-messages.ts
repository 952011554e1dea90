import type { MessageValues } from './catalogue';

/** One English message as a pattern: its key, an anchored regular expression, and which groups hold which value. */
type MessagePattern = { key: string; regex: RegExp; groups: { group: string; name: string; plural: boolean }[] };

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The end of the `{…}` that opens at `start`, braces nested. */
function closingBrace(message: string, start: number): number {
  let depth = 0;
  for (let index = start; index < message.length; index++) {
    if (message[index] === '{') depth++;
    if (message[index] === '}' && --depth === 0) return index;
  }
  return message.length;
}

/** `{name}` matches any text, `{count, plural, one {# x} other {# xs}}` any of its forms with a number for `#`. */
function patternOf(key: string, message: string): MessagePattern {
  const groups: MessagePattern['groups'] = [];
  let source = '';
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open < 0) {
      source += escapeRegExp(message.slice(index));
      break;
    }
    source += escapeRegExp(message.slice(index, open));
    const close = closingBrace(message, open);
    const argument = message.slice(open + 1, close);
    const [name = '', kind] = argument.split(',').map((part) => part.trim());
    if (kind === 'plural') {
      const forms = [...argument.matchAll(/(?:=\d+|\w+)\s*\{([^{}]*)\}/g)].map(([, form = '']) =>
        form
          .split('#')
          .map(escapeRegExp)
          .reduce((pattern, text) => {
            const group = `g${groups.length}`;
            groups.push({ group, name, plural: true });
            return `${pattern}(?<${group}>\\d+)${text}`;
          }),
      );
      source += `(?:${forms.join('|')})`;
    } else {
      const group = `g${groups.length}`;
      groups.push({ group, name, plural: false });
      source += `(?<${group}>.+?)`;
    }
    index = close + 1;
  }
  return { key, regex: new RegExp(`^${source}$`, 's'), groups };
}

/**
 * The server and zod write their messages in English, the reference text; where a message is sent, this finds
 * which of a catalogue's English messages it is and with which values, so it can be said in the site's language
 * without every place that raises an error knowing that language. Messages with fewer placeholders are tried
 * first (an exact text wins over a pattern), and a value that is itself one of the messages (a wait in words) is
 * translated too.
 */
export class EnglishMessages<Key extends string> {
  readonly #patterns: MessagePattern[];

  constructor(english: Readonly<Record<Key, string>>) {
    this.#patterns = Object.entries<string>(english)
      .map(([key, message]) => patternOf(key, message))
      .sort((a, b) => a.groups.length - b.groups.length);
  }

  /** The message in another language through `translate`, or as it came when it is none of the catalogue's. */
  translate(message: string, translate: (key: Key, values?: MessageValues) => string, depth = 0): string {
    for (const { key, regex, groups } of this.#patterns) {
      const match = regex.exec(message);
      if (!match) continue;
      const values: Record<string, string | number> = {};
      for (const { group, name, plural } of groups) {
        const value = match.groups?.[group];
        if (value === undefined) continue;
        values[name] = plural ? Number(value) : depth < 1 ? this.translate(value, translate, depth + 1) : value;
      }
      return translate(key as Key, values);
    }
    return message;
  }
}
