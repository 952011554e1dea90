/**
 * Folio runs on Node.js 24 wherever it runs: its tests, the servers they start, `pnpm start` and the CLIs, and the
 * image. A machine whose own node is older gets it from packages/runtime (the npm registry's Node.js for this
 * platform), which pnpm links as `node` into every package's node_modules/.bin. These fail when something runs
 * on the machine's node instead, or when one of the places that name the version names another.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const NODE_MAJOR = '24';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '../..');

const read = (file: string) => readFile(path.join(repoRoot, file), 'utf8');

describe('the Node.js Folio runs on', () => {
  it('runs these tests', () => {
    expect(process.versions.node.split('.')[0]).toBe(NODE_MAJOR);
  });

  it('runs a server started through a package shim from a terminal whose PATH has no package .bin on it', () => {
    // Playwright's global setup starts the API through node_modules/.bin/tsx; an editor or a terminal gives it
    // the machine's PATH, whose first node may be an older one.
    const machinePath = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((entry) => !entry.endsWith(path.join('node_modules', '.bin')))
      .join(path.delimiter);
    const version = execFileSync(
      path.join(apiDir, 'node_modules/.bin/tsx'),
      ['-e', 'process.stdout.write(process.version)'],
      {
        cwd: apiDir,
        env: { PATH: machinePath, HOME: process.env.HOME ?? '' },
        encoding: 'utf8',
      },
    );
    expect(version).toMatch(new RegExp(`^v${NODE_MAJOR}\\.`));
  });

  it('is the one version the engines, the runtime package, the bundle, the launchers and the image name', async () => {
    const rootManifest = JSON.parse(await read('package.json')) as { engines: { node: string } };
    const runtimeManifest = JSON.parse(await read('packages/runtime/package.json')) as {
      optionalDependencies: Record<string, string>;
    };
    expect(rootManifest.engines.node).toBe(`>=${NODE_MAJOR}`);
    for (const version of Object.values(runtimeManifest.optionalDependencies)) {
      expect(version.split('.')[0]).toBe(NODE_MAJOR);
    }
    expect(await read('pnpm-workspace.yaml')).toMatch(new RegExp(`^nodeVersion: ${NODE_MAJOR}\\.`, 'm'));
    expect(await read('packages/runtime/node.sh')).toMatch(new RegExp(`^required=${NODE_MAJOR}$`, 'm'));
    expect(await read('apps/api/launch.mjs')).toContain(`const REQUIRED_NODE_MAJOR = ${NODE_MAJOR};`);
    expect(await read('apps/api/build.mjs')).toContain(`target: 'node${NODE_MAJOR}'`);
    const baseImages = (await read('infra/Dockerfile')).match(/^FROM \S+/gm);
    expect(baseImages).toEqual([`FROM node:${NODE_MAJOR}-bookworm-slim`, `FROM node:${NODE_MAJOR}-bookworm-slim`]);
  });
});
