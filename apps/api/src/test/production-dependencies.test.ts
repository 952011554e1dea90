import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env';

// The image installs each deployed package's production dependencies only (infra/Dockerfile: `pnpm deploy
// --prod`); a package its running code imports from devDependencies is there in development and missing in
// production, where the server then dies at start (it happened with ajv).
const DEPLOYED = ['apps/api', 'packages/db', 'packages/contracts'];

/** The sources that run in production: not tests, test helpers or the test folder. */
function runtimeSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.ts$|-test-kit\.ts$|\.d\.ts$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('test'));
}

function importedPackages(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)|^import\s+'([^']+)'/gm),
  ]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    // `import type` disappears when compiled: it needs nothing at run time.
    .filter((specifier, index, all) => specifier && all.indexOf(specifier) === index);
  const typeOnly = new Set([...source.matchAll(/import\s+type\s[^'"]*?from\s+'([^']+)'/g)].map((match) => match[1]));
  return specifiers
    .filter((specifier) => !typeOnly.has(specifier) && !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? ''),
    )
    .filter((name) => !builtinModules.includes(name));
}

describe('production dependencies', () => {
  it.each(DEPLOYED)('%s declares every package its running code imports as a dependency', (packageDir) => {
    const root = path.join(REPO_ROOT, packageDir);
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
    };
    const declared = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {})]);
    const missing = new Map<string, string>();
    for (const file of runtimeSources(path.join(root, 'src'))) {
      for (const name of importedPackages(file)) if (!declared.has(name)) missing.set(name, path.relative(root, file));
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
