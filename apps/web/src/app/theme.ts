import { BRAND_SHADES } from '@folio/contracts';
import { createTheme, rem, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The site's colour scale (packages/contracts brand.ts). */
const brand: MantineColorsTuple = [...BRAND_SHADES];

const FONT_STACK =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** The theme in the owner's accent: the palette the server made from it (apps/api/src/lib/brand-palette.ts). */
export function themeWithPalette(palette: readonly string[]): typeof theme {
  if (palette.join() === BRAND_SHADES.join()) return theme;
  return { ...theme, colors: { ...theme.colors, brand: [...palette] as unknown as MantineColorsTuple } };
}

/**
 * One type scale, one spacing scale, one radius: the pages use these tokens rather than ad-hoc numbers.
 * Focus rings show for keyboard users on every control (Mantine's 'auto' = :focus-visible).
 */
export const theme = createTheme({
  primaryColor: 'brand',
  // Shade 6 in both schemes keeps white button text above 4.5:1 contrast.
  primaryShade: { light: 6, dark: 6 },
  colors: { brand },
  fontFamily: FONT_STACK,
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: rem(40), lineHeight: '1.15' },
      h2: { fontSize: rem(30), lineHeight: '1.2' },
      h3: { fontSize: rem(20), lineHeight: '1.3' },
      h4: { fontSize: rem(17), lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Modal: {
      defaultProps: { radius: 'lg', centered: true, closeButtonProps: { 'aria-label': 'Close' } },
      styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // When tooltips open (docs/spec.md §9's delays) is components/hover-tooltip.tsx's to say.
    Tooltip: { defaultProps: { withArrow: true } },
    TextInput: { defaultProps: { radius: 'md' } },
    Textarea: { defaultProps: { radius: 'md' } },
  },
});

/**
 * Mantine's default "dimmed" and error colours fall below WCAG AA contrast (4.5:1) on our backgrounds;
 * these shades keep secondary text and validation messages readable in both themes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[8],
  },
  dark: {
    // Mantine's dark-0 body text looks washed out on headings; a brighter gray reads crisper.
    '--mantine-color-text': resolved.colors.gray[2],
    '--mantine-color-dimmed': resolved.colors.dark[1],
    '--mantine-color-error': resolved.colors.red[4],
  },
});
