import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What Home's visitor downloads, read off the build (`pnpm build` runs before these tests): index.html's entry
// and the app it imports after the first paint, with their static imports. Sizes are for `pnpm bench:web`;
// this guards what must never be in it.
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

/** The files the given entries load, with their static imports. */
function filesLoadedBy(...entries: string[]): string[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files];
}

const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');
const allScripts = () =>
  readdirSync(path.join(DIST, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);

/** Text each library's minified code keeps (a class or package name in a string). */
const MARKERS = {
  zod: '$ZodObject',
  Uppy: '@uppy/',
  'React DOM': 'react.dev/errors',
  'TanStack Query': 'Missing queryFn',
  'the tRPC client': 'TRPCClientError',
  'React Router': 'inside another <Router>',
};

describe.runIf(existsSync(path.join(DIST, '.vite/manifest.json')))("Home's first load", () => {
  it('carries neither zod, Uppy, the data client nor React Router: they load with the screens that use them', () => {
    // A visitor's Home keeps the server's markup and data (app/page-area.tsx): TanStack Query, tRPC and React
    // Router load with the first move to another page.
    const firstLoad = filesLoadedBy('index.html', 'src/entry-client.tsx');
    const everything = allScripts();
    for (const library of ['zod', 'Uppy', 'TanStack Query', 'the tRPC client', 'React Router'] as const) {
      const marker = MARKERS[library];
      // The marker does find the library in the build, so its absence below means something.
      expect(
        everything.some((file) => read(file).includes(marker)),
        `${library} found in the build`,
      ).toBe(true);
      expect(
        firstLoad.filter((file) => read(file).includes(marker)),
        `first-load files carrying ${library}`,
      ).toEqual([]);
    }
  });

  it('stays within its budget: 80 KB of JavaScript brotli, as sent (small files go uncompressed), in every language', () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
    const fileOf = (pattern: RegExp) =>
      Object.entries(manifest)
        .filter(([key]) => pattern.test(key))
        .map(([, chunk]) => chunk.file);
    // Loaded before hydration beside the static graph (lib/texts.ts ARRIVAL_NAMESPACES): Lingui's runtime and the
    // header's catalogue in the site's language; the largest of them counts.
    const [lingui] = fileOf(/@lingui\/core\/dist\/index\.mjs$/);
    const shellCatalogues = fileOf(/i18n\/catalogues\/shell\/[a-z]{2}\.ts$/);
    expect(lingui, "Lingui's runtime in the build").toBeDefined();
    expect(shellCatalogues).toHaveLength(5);
    const sentSize = (file: string) => {
      const compressed = path.join(DIST, `${file}.br`);
      return statSync(existsSync(compressed) ? compressed : path.join(DIST, file)).size;
    };
    const staticGraph = filesLoadedBy('index.html', 'src/entry-client.tsx').reduce(
      (sum, file) => sum + sentSize(file),
      0,
    );
    const largestCatalogue = Math.max(...shellCatalogues.map(sentSize));
    expect((staticGraph + sentSize(lingui ?? '') + largestCatalogue) / 1024).toBeLessThanOrEqual(80);
  });

  it("index.html's script brings no React: the app's code is fetched after the first paint", () => {
    const marker = MARKERS['React DOM'];
    expect(
      allScripts().some((file) => read(file).includes(marker)),
      'React DOM found in the build',
    ).toBe(true);
    expect(filesLoadedBy('index.html').filter((file) => read(file).includes(marker))).toEqual([]);
  });
});
