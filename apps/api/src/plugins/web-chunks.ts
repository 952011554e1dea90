import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`), keyed by source path or chunk name. */
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

export async function readViteManifest(distDir: string): Promise<ViteManifest> {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) return {};
  return JSON.parse(await readFile(file, 'utf8')) as ViteManifest;
}

/** The stylesheets of a chunk and of every chunk it imports. */
function collectStyles(manifest: ViteManifest, key: string, seen: Set<string>, styles: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) collectStyles(manifest, imported, seen, styles);
}

/** The page index.html is built from: the stylesheets it links are in the template already. */
const HTML_ENTRY = 'index.html';
/** The app's code, which the entry (src/boot.ts) imports after the first paint. */
const APP_MODULE = 'src/entry-client.tsx';

/**
 * `<link>` tags for the stylesheets a server-rendered page needs at its first paint: the app's (its components'
 * CSS modules) and those of the lazily loaded page it shows. Only styles: the scripts come after the first paint
 * (src/boot.ts), and a module preload would have them compete with these for the bandwidth. What index.html
 * already links is left out.
 */
export function styleLinksFor(manifest: ViteManifest, modules: string[]): string {
  const linkedByTemplate = new Set<string>();
  collectStyles(manifest, HTML_ENTRY, new Set(), linkedByTemplate);
  const styles = new Set<string>();
  const seen = new Set<string>();
  for (const module of [APP_MODULE, ...modules]) collectStyles(manifest, module, seen, styles);
  return [...styles]
    .filter((file) => !linkedByTemplate.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
}
