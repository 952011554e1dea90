import type { Profile } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { pageDescription, pageTitle } from './page-head';

const profile: Profile = {
  name: 'Ada Lovelace',
  title: 'Analyst & Engineer',
  bio: 'I write **programs**\nfor engines   that do not exist yet.',
  bioHtml: '<p>I write <strong>programs</strong>\nfor engines   that do not exist yet.</p>',
  bioText: 'I write programs for engines that do not exist yet.',
  email: null,
  phone: null,
  isPhonePublic: false,
  location: null,
  github: null,
  linkedin: null,
  twitter: null,
  imageUrl: null,
  availability: null,
};

/** SPEC's English fallbacks (the pages catalogue's). */
const EN = { siteName: 'Portfolio', bio: 'Showcasing my work and managing files in one place' };

describe('page titles', () => {
  it('name the owner and their title on Home, and the page then the owner elsewhere', () => {
    expect(pageTitle(null, profile, EN)).toBe('Ada Lovelace — Analyst & Engineer');
    expect(pageTitle('Files', profile, EN)).toBe('Files — Ada Lovelace');
    expect(pageTitle('Page Not Found', profile, EN)).toBe('Page Not Found — Ada Lovelace');
  });

  it('fall back to the site name before a profile exists', () => {
    expect(pageTitle(null, null, EN)).toBe('Portfolio');
    expect(pageTitle('Contact', undefined, EN)).toBe('Contact — Portfolio');
  });
});

describe('page descriptions', () => {
  it('are the bio as plain text (no Markdown), on one line', () => {
    expect(pageDescription(profile, EN)).toBe('I write programs for engines that do not exist yet.');
  });

  it('cut a long bio at a word, with an ellipsis', () => {
    const description = pageDescription({ ...profile, bioText: 'word '.repeat(100) }, EN);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });

  it("are the page's own text when it has one (a post's summary)", () => {
    expect(pageDescription(profile, EN, 'How Folio shows a post.')).toBe('How Folio shows a post.');
  });

  it("fall back to SPEC's text before a profile exists", () => {
    expect(pageDescription(null, EN)).toBe('Showcasing my work and managing files in one place');
  });
});
