import { describe, expect, it } from 'vitest';
import {
  contactInputSchema,
  contactMessages,
  employmentInputSchema,
  profileInputSchema,
  projectInputSchema,
  TEXT_LIMITS,
} from './index';

/** The messages a person sees under each field, keyed by the field's path. */
function fieldMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] = issue.message;
  return messages;
}

describe('contact form', () => {
  it('shows docs/spec.md §5 messages for a short name, a bad email and a short message', () => {
    const result = contactInputSchema.safeParse({ name: 'A', email: 'not-an-email', message: 'too short' });
    expect(fieldMessages(result)).toEqual({
      name: contactMessages.nameTooShort,
      email: contactMessages.invalidEmail,
      message: contactMessages.messageTooShort,
    });
  });

  it('does not count surrounding spaces towards the minimum lengths', () => {
    const result = contactInputSchema.safeParse({
      name: '  A  ',
      email: 'ada@example.com',
      message: '   123456789   ',
    });
    expect(Object.keys(fieldMessages(result)).sort()).toEqual(['message', 'name']);
  });

  it('accepts a valid message and stores an empty subject as absent', () => {
    const result = contactInputSchema.parse({
      name: 'Ada',
      email: 'ada@example.com',
      subject: '',
      message: 'Hello there, Folio!',
    });
    expect(result.subject).toBeNull();
  });
});

describe('generic messages', () => {
  it("says 'Required' for missing required fields, including the project's category", () => {
    const result = projectInputSchema.safeParse({});
    expect(fieldMessages(result)).toEqual({ title: 'Required', description: 'Required', category: 'Required' });
  });

  it("says 'Invalid input' for a value of the wrong kind", () => {
    const result = projectInputSchema.safeParse({ title: 'T', description: 'D', category: 'work' });
    expect(fieldMessages(result)).toEqual({ category: 'Invalid input' });
  });

  it('names the limit when a text is too long', () => {
    const result = profileInputSchema.safeParse({ name: 'x'.repeat(TEXT_LIMITS.short + 1), title: 'T', bio: 'B' });
    expect(fieldMessages(result)).toEqual({ name: `Must be at most ${String(TEXT_LIMITS.short)} characters` });
  });
});

describe('links', () => {
  it('accepts only http(s) URLs', () => {
    for (const link of ['javascript:alert(1)', 'ftp://example.com/file', 'data:text/html,hi']) {
      const result = projectInputSchema.safeParse({ title: 'T', description: 'D', category: 'hobby', link });
      expect(fieldMessages(result)).toEqual({ link: 'Must be an http(s) URL' });
    }
    const ok = projectInputSchema.parse({
      title: 'T',
      description: 'D',
      category: 'hobby',
      link: 'https://example.com',
    });
    expect(ok.link).toBe('https://example.com');
  });

  it('treats blank optional profile fields as absent', () => {
    const profile = profileInputSchema.parse({
      name: 'Ada',
      title: 'Engineer',
      bio: 'Bio',
      email: '',
      github: '',
      phone: '  ',
    });
    expect(profile).toMatchObject({ email: null, github: null, phone: null });
  });
});

describe('employment dates', () => {
  const entry = { company: 'Acme', position: 'Engineer', startDate: '2024-05' };

  it('leaves a blank end date as absent, meaning Present', () => {
    expect(employmentInputSchema.parse({ ...entry, endDate: '' }).endDate).toBeNull();
  });

  it('refuses an end date before the start date, on the end date field', () => {
    const result = employmentInputSchema.safeParse({ ...entry, endDate: '2024-04' });
    expect(fieldMessages(result)).toEqual({ endDate: 'End date must not be before the start date' });
  });

  it('refuses a month that is not YYYY-MM', () => {
    const result = employmentInputSchema.safeParse({ ...entry, startDate: '2024-13' });
    expect(fieldMessages(result)).toEqual({ startDate: 'Must be a month as YYYY-MM' });
  });
});
