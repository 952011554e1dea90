import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

/** Inter's subsets, so that names in Latin scripts, Cyrillic, Greek and Vietnamese render. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

/** Inter has no Arabic letters: Noto Sans Arabic's Arabic subset (OFL) draws them, joined and right to left. */
const ARABIC = {
  name: 'Noto Sans Arabic',
  file: (weight: number) => `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${String(weight)}-normal.woff`,
};

/** satori takes a glyph from the first family of `fontFamily` that has it: one family per subset, all listed. */
export const OG_FONT_FAMILY = [...SUBSETS.map((subset) => `'Inter ${subset}'`), `'${ARABIC.name}'`].join(', ');
const WEIGHTS = [400, 700] as const;

const require = createRequire(import.meta.url);

let loaded: Promise<Font[]> | null = null;

/** The card's fonts, read once. satori reads TTF, OTF and WOFF (not WOFF2), so the WOFF files of @fontsource. */
export function loadOgFonts(): Promise<Font[]> {
  const files = [
    ...SUBSETS.map((subset) => ({
      name: `Inter ${subset}`,
      file: (weight: number) => `@fontsource/inter/files/inter-${subset}-${String(weight)}-normal.woff`,
    })),
    ARABIC,
  ];
  loaded ??= Promise.all(
    files.flatMap(({ name, file }) =>
      WEIGHTS.map(async (weight): Promise<Font> => ({
        name,
        weight,
        style: 'normal',
        data: await readFile(require.resolve(file(weight))),
      })),
    ),
  );
  return loaded;
}
