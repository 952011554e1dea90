import slugify from '@sindresorhus/slugify';

const SLUG_MAX = 80;
/** How many numbered variants of a title's slug are asked about at once. */
const SLUG_CANDIDATES = 50;

/**
 * The title's slug (`my-title`), or `my-title-2`, `my-title-3`... when `taken` says another has it; `fallback`
 * when the title has no letters or digits to make one from.
 */
export async function freeSlugFor(
  title: string,
  fallback: string,
  taken: (candidates: readonly string[]) => Promise<ReadonlySet<string>>,
): Promise<string> {
  const base = slugify(title, { decamelize: false }).slice(0, SLUG_MAX).replace(/-+$/, '') || fallback;
  for (let start = 1; ; start += SLUG_CANDIDATES) {
    const candidates = Array.from({ length: SLUG_CANDIDATES }, (_, index) =>
      start + index === 1 ? base : `${base}-${String(start + index)}`,
    );
    const takenNow = await taken(candidates);
    const free = candidates.find((candidate) => !takenNow.has(candidate));
    if (free) return free;
  }
}
