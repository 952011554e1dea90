import { readFileSync } from 'node:fs';
import { BRAND_COLOR } from '@folio/contracts';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe("the site's colour", () => {
  it('is the one in contracts, in the favicon the app icons are drawn from', () => {
    const fills = [...read('public/favicon.svg').matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((match) =>
      match[1]?.toLowerCase(),
    );
    expect(fills).toContain(BRAND_COLOR);
    expect(fills.filter((fill) => fill !== '#fff' && fill !== '#ffffff')).toEqual([BRAND_COLOR]);
  });

  it('reaches the page as theme-color from contracts, not from a copy in index.html', () => {
    expect(read('index.html')).toContain('<meta name="theme-color" content="%BRAND_COLOR%" />');
  });
});
