import { generateColors } from '@mantine/colors-generator';
import chroma from 'chroma-js';

/** WCAG 2 AA for normal text (1.4.3); filled buttons carry normal-size white text too. */
export const AA_CONTRAST = 4.5;

/** The surfaces accent text sits on: white in light; Mantine's dark body (dark-7) and cards (dark-6) in dark. */
export const LIGHT_SURFACE = '#ffffff';
export const DARK_SURFACES = ['#242424', '#2e2e2e'] as const;
/** The text on a filled button (Mantine's primary contrast colour without autoContrast). */
const FILLED_TEXT = '#ffffff';

/** Which shades Mantine uses where, with primaryShade 6 in both schemes (packages/@mantine/core get-css-color-variables). */
export const SHADE = {
  /** Filled buttons (white text on it) in both schemes, and links and accent text on white. */
  filled: 6,
  /** Links and accent text in dark (`--mantine-color-anchor`, `-text`). */
  darkText: 4,
  /** The light variant in light: text 9 on background 1. */
  lightVariantText: 9,
  lightVariantBackground: 1,
} as const;

export type BrandPalette = {
  shades: string[];
  /** Whether a shade had to move from what the accent alone gives, to keep AA contrast. */
  adjusted: boolean;
};

const contrast = (a: string, b: string) => chroma.contrast(a, b);
const worstOnDark = (color: string) => Math.min(...DARK_SURFACES.map((surface) => contrast(color, surface)));

/** Steps a colour darker (or lighter) in Lab lightness until `passes`, keeping its hue. */
function moveUntil(color: string, direction: 'darker' | 'lighter', passes: (color: string) => boolean): string {
  let current = chroma(color);
  for (let step = 0; step < 60 && !passes(current.hex()); step += 1) {
    current = direction === 'darker' ? current.darken(0.1) : current.brighten(0.1);
  }
  // Past every step black passes any white-text rule and white any dark-surface rule.
  if (!passes(current.hex())) return direction === 'darker' ? '#000000' : '#ffffff';
  return current.hex();
}

/**
 * Ten shades with the accent itself as the filled one (shade 6), so buttons are the owner's colour: the lightest
 * and darkest ends come from Mantine's own generator (@mantine/colors-generator), the steps between are spaced
 * evenly in OKLCH. Then shades move where needed so that white text on the filled shade and the shades used as
 * text keep AA contrast in light and dark: an accent too light for white text (a yellow) gets a darker filled
 * shade, one too dark to read on the dark body (a navy) lighter text shades. The scale stays light to dark.
 */
export function brandPalette(accentColor: string): BrandPalette {
  const accent = chroma(accentColor).hex();
  const whiteTextReads = (color: string) =>
    contrast(FILLED_TEXT, color) >= AA_CONTRAST && contrast(color, LIGHT_SURFACE) >= AA_CONTRAST;
  const filled = moveUntil(accent, 'darker', whiteTextReads);
  const ends = generateColors(filled);
  const lightest = chroma(ends[0]).hex();
  const darkest = chroma.mix(ends[9], '#000000', 0.35, 'oklab').hex();
  const evenly = [
    ...chroma
      .scale([lightest, filled])
      .mode('oklch')
      .colors(SHADE.filled + 1)
      .slice(0, -1),
    ...chroma
      .scale([filled, darkest])
      .mode('oklch')
      .colors(10 - SHADE.filled),
  ];
  const shades = [...evenly];
  for (let index = SHADE.filled + 1; index < shades.length; index += 1) {
    const previous = shades[index - 1] ?? filled;
    // Hover states darken: each shade is at least as dark as the one before.
    shades[index] = moveUntil(
      shades[index] ?? filled,
      'darker',
      (color) => chroma(color).luminance() <= chroma(previous).luminance(),
    );
  }
  for (let index = SHADE.darkText; index >= 0; index -= 1) {
    const next = shades[index + 1] ?? '#000000';
    const lightEnough = (color: string) =>
      worstOnDark(color) >= AA_CONTRAST &&
      (index === SHADE.darkText || chroma(color).luminance() >= chroma(next).luminance());
    shades[index] = moveUntil(shades[index] ?? filled, 'lighter', lightEnough);
  }
  // The light variant's text (9) on its background (1).
  const background = shades[SHADE.lightVariantBackground] ?? '#ffffff';
  shades[SHADE.lightVariantText] = moveUntil(
    shades[SHADE.lightVariantText] ?? '#000000',
    'darker',
    (color) => contrast(color, background) >= AA_CONTRAST,
  );
  return { shades, adjusted: filled !== accent };
}
