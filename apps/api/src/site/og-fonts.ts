import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

/** Inter's subsets, so that names in Latin scripts, Cyrillic, Greek and Vietnamese render. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

/** satori takes a glyph from the first family of `fontFamily` that has it: one family per subset, all listed. */
export const OG_FONT_FAMILY = SUBSETS.map((subset) => `'Inter ${subset}'`).join(', ');
const WEIGHTS = [400, 700] as const;

const require = createRequire(import.meta.url);

let loaded: Promise<Font[]> | null = null;

/** The card's fonts, read once. satori reads TTF, OTF and WOFF (not WOFF2), so the WOFF files of @fontsource/inter. */
export function loadOgFonts(): Promise<Font[]> {
  loaded ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight): Promise<Font> => ({
        name: `Inter ${subset}`,
        weight,
        style: 'normal',
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${String(weight)}-normal.woff`)),
      })),
    ),
  );
  return loaded;
}
