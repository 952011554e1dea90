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
