import { textDirection, type SiteSettingsView } from '@folio/contracts';

/**
 * The owner's brand on a page before any script runs: the default colour scheme on <html> for the inline theme
 * script (whose text stays constant, so the CSP's hash still allows it) and as the scheme shown without scripts,
 * the palette for a page the browser renders itself, and the browser's theme-color. Every value is the server's
 * own (an enum, colours it wrote as #rrggbb), so nothing needs escaping. And the site's language: `lang` and
 * `dir` on <html> before any script, which the browser's app reads to speak it (apps/web/src/lib/texts.ts).
 */
export function withBrand(html: string, site: SiteSettingsView): string {
  const noScriptScheme = site.defaultColorScheme === 'dark' ? 'dark' : 'light';
  const attributes = `data-default-color-scheme="${site.defaultColorScheme}" data-brand-palette="${site.palette.join(',')}"`;
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${site.language}" dir="${textDirection(site.language)}"`)
    .replace(
      /<html\b([^>]*?) data-mantine-color-scheme="[a-z]+"/,
      `<html$1 data-mantine-color-scheme="${noScriptScheme}"`,
    )
    .replace(/<html\b/, `<html ${attributes}`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${site.palette[6] ?? ''}"`);
}
