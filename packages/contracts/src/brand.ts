/**
 * The site's colour, in one place: Mantine's primary scale in the web app (a calm indigo whose shade 6 holds AA
 * contrast for text on white and on the dark body), the browser's theme-color, the web manifest, and the mark
 * behind the app icons. The favicon (apps/web/public/favicon.svg) is drawn in BRAND_COLOR too; a test holds it to it.
 */
export const BRAND_SHADES = [
  '#eef2ff',
  '#e0e7ff',
  '#c7d2fe',
  '#a5b4fc',
  '#818cf8',
  '#6366f1',
  '#4f46e5',
  '#4338ca',
  '#3730a3',
  '#312e81',
] as const;

/** The primary shade: buttons, links, theme-color, icons. */
export const BRAND_COLOR = BRAND_SHADES[6];

// Below: the brand's defaults and its monogram, kept free of zod so a visitor's Home can use them without it.

/** SPEC's header title (docs/spec.md §2 "Shared shell"): the site's name until the owner chooses one. */
export const DEFAULT_SITE_NAME = 'Portfolio';

export const DEFAULT_SITE_BRAND = {
  name: DEFAULT_SITE_NAME,
  accentColor: BRAND_COLOR,
  defaultColorScheme: 'light',
  logoFileId: null,
} as const;

/** The initials the header, the icons and the social card show without a logo: two at most, upper case. */
export function monogramOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('');
}
