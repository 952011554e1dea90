import chroma from 'chroma-js';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, brandPalette, DARK_SURFACES, LIGHT_SURFACE, SHADE } from './brand-palette';

/** Many accents: the hue wheel at several lightnesses and saturations, greys, and the extremes. */
function manyAccents(): string[] {
  const accents = [
    '#000000',
    '#ffffff',
    '#ffff00',
    '#00ffff',
    '#ff00ff',
    '#4f46e5',
    '#808080',
    '#0a0a23',
    '#f5f5dc',
    '#fab005',
  ];
  for (let hue = 0; hue < 360; hue += 15) {
    for (const lightness of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      for (const saturation of [0.2, 0.6, 1]) accents.push(chroma.hsl(hue, saturation, lightness).hex());
    }
  }
  return accents;
}

const contrast = (a: string, b: string) => chroma.contrast(a, b);

describe('the palette made from an accent', () => {
  const accents = manyAccents();

  it(`keeps AA contrast (${String(AA_CONTRAST)}:1) for text and filled buttons in light and dark, for ${String(accents.length)} accents`, () => {
    for (const accent of accents) {
      const { shades } = brandPalette(accent);
      expect(shades, accent).toHaveLength(10);
      const at = (index: number) => shades[index] ?? '';
      // Filled button: white text on shade 6, light and dark alike; accent text and links on white.
      expect(contrast('#ffffff', at(SHADE.filled)), `${accent}: white on filled`).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrast(at(SHADE.filled), LIGHT_SURFACE), `${accent}: text on white`).toBeGreaterThanOrEqual(AA_CONTRAST);
      // The hover shade is no lighter than the filled one.
      expect(chroma(at(SHADE.filled + 1)).luminance()).toBeLessThanOrEqual(chroma(at(SHADE.filled)).luminance());
      // Links and accent text in dark, on the body and on cards.
      for (const surface of DARK_SURFACES) {
        expect(contrast(at(SHADE.darkText), surface), `${accent}: dark text on ${surface}`).toBeGreaterThanOrEqual(
          AA_CONTRAST,
        );
      }
      expect(
        contrast(at(SHADE.lightVariantText), at(SHADE.lightVariantBackground)),
        `${accent}: light variant`,
      ).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('keeps a readable accent as it is and moves one that cannot hold the contrast', () => {
    const indigo = brandPalette('#4f46e5');
    expect(indigo.shades).toContain('#4f46e5');
    const yellow = brandPalette('#ffff00');
    expect(yellow.adjusted).toBe(true);
    // Still a yellow-ish hue, only darker.
    expect(chroma(yellow.shades[SHADE.filled] ?? '').get('hsl.h')).toBeGreaterThan(30);
    expect(chroma(yellow.shades[SHADE.filled] ?? '').get('hsl.h')).toBeLessThan(90);
  });
});
