import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`), keyed by source path or chunk name. */
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

export async function readViteManifest(distDir: string): Promise<ViteManifest> {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) return {};
  return JSON.parse(await readFile(file, 'utf8')) as ViteManifest;
}

function collect(manifest: ViteManifest, key: string, seen: Set<string>, scripts: Set<string>, styles: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  scripts.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, scripts, styles);
}

/**
 * `<link>` tags for the lazily loaded page a server render used: its stylesheet, so the page is styled at the
 * first paint rather than when its script arrives, and its scripts as module preloads, fetched in parallel
 * with the entry instead of after it. What index.html already loads is left out.
 */
export function chunkLinksFor(manifest: ViteManifest, modules: string[]): string {
  const entryScripts = new Set<string>();
  const entryStyles = new Set<string>();
  const entrySeen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(manifest, key, entrySeen, entryScripts, entryStyles);
  }
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const module of modules) collect(manifest, module, new Set(entrySeen), scripts, styles);
  const links = [
    ...[...styles].filter((file) => !entryStyles.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts]
      .filter((file) => !entryScripts.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return links.join('');
}
