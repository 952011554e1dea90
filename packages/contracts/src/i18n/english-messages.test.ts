import { describe, expect, it } from 'vitest';
import { EnglishMessages } from './english-messages';

const english = {
  required: 'Required',
  tooLong: 'Must be at most {maximum} characters',
  'wait.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'rateLimit.contact': 'Too many messages. Please try again in {wait}.',
} as const;

const german: Record<keyof typeof english, (values: Record<string, string | number>) => string> = {
  required: () => 'Pflichtfeld',
  tooLong: ({ maximum }) => `Höchstens ${maximum} Zeichen`,
  'wait.minutes': ({ count }) => `${count} ${count === 1 ? 'Minute' : 'Minuten'}`,
  'rateLimit.contact': ({ wait }) => `Zu viele Nachrichten. Bitte versuchen Sie es in ${wait} erneut.`,
};

const messages = new EnglishMessages(english);
const inGerman = (message: string) => messages.translate(message, (key, values = {}) => german[key](values));

describe('EnglishMessages', () => {
  it('says an English message in another language, with its values', () => {
    expect(inGerman('Required')).toBe('Pflichtfeld');
    expect(inGerman('Must be at most 120 characters')).toBe('Höchstens 120 Zeichen');
  });

  it('reads plural forms back to their number, and translates a value that is itself a message', () => {
    expect(inGerman('1 minute')).toBe('1 Minute');
    expect(inGerman('Too many messages. Please try again in 9 minutes.')).toBe(
      'Zu viele Nachrichten. Bitte versuchen Sie es in 9 Minuten erneut.',
    );
  });

  it('leaves a message it does not know as it came', () => {
    expect(inGerman('Something else')).toBe('Something else');
  });
});
