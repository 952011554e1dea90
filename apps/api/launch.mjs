/**
 * `node apps/api/launch.mjs <bundle> [args...]`: what `pnpm start` and the command-line tools run. It builds
 * what changed first (turbo's cache makes that a check of a few hundred milliseconds when nothing did), then
 * loads the compiled bundle into this same process: the running process is plain `node`, with no TypeScript
 * loader, build tool or second Node in its tree, and Ctrl-C or SIGTERM reaches the server itself. That `node` is
 * the Node.js 24 `pnpm install` fetched (packages/runtime), first on every pnpm script's PATH.
 */
import { spawnSync } from 'node:child_process';
import module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REQUIRED_NODE_MAJOR = 24;
if (Number(process.versions.node.split('.')[0]) < REQUIRED_NODE_MAJOR) {
  console.error(
    `Folio runs on Node.js ${REQUIRED_NODE_MAJOR}, not ${process.version}: run it through pnpm (pnpm start, pnpm backup, ...), which uses the Node.js ${REQUIRED_NODE_MAJOR} that pnpm install fetched.`,
  );
  process.exit(1);
}

const BUNDLES = {
  server: ['@folio/api', '@folio/web'],
  'owner-password': ['@folio/api'],
  backup: ['@folio/api'],
  'backup-key': ['@folio/api'],
  restore: ['@folio/api'],
  migrate: ['@folio/api'],
};

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(apiDir, '../..');
const [name] = process.argv.splice(2, 1);
const packages = BUNDLES[name ?? ''];
if (!packages) {
  console.error(`Usage: node apps/api/launch.mjs <${Object.keys(BUNDLES).join('|')}> [arguments]`);
  process.exit(2);
}

/**
 * turbo's native binary for this machine, found as turbo's own npm launcher finds it: calling it directly spares
 * that launcher's Node start on every `pnpm start`. The launcher when it cannot be found (another layout).
 */
function turboBinary() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const arch = process.arch === 'x64' ? '64' : process.arch;
  try {
    const turboPackage = createRequire(path.join(repoRoot, 'package.json')).resolve('turbo/package.json');
    return createRequire(turboPackage).resolve(
      `@turbo/${platform}-${arch}/bin/turbo${platform === 'windows' ? '.exe' : ''}`,
    );
  } catch {
    return path.join(repoRoot, 'node_modules/.bin/turbo');
  }
}

// The server shows the build as it happens (the first start builds for a while); the tools keep their output
// (and the stdin a password may be piped on) to themselves, showing the build's only when it fails.
const quiet = name !== 'server';
const turbo = spawnSync(
  turboBinary(),
  ['run', 'build', ...packages.map((pkg) => `--filter=${pkg}`), '--output-logs=errors-only'],
  { cwd: repoRoot, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'], encoding: 'utf8' },
);
if (turbo.status !== 0) {
  if (quiet) process.stderr.write(`${turbo.stdout ?? ''}${turbo.stderr ?? ''}`);
  console.error(turbo.error ? `Could not run turbo: ${turbo.error.message}` : 'The build failed; see above.');
  process.exit(1);
}

// Node keeps V8's compiled code of the bundle and its chunks between starts (NODE_COMPILE_CACHE, else
// node-compile-cache in the system's temporary directory), which spares a start most of its compiling. A directory
// it cannot write (read-only, another user's) just leaves the cache off.
module.enableCompileCache();
await import(pathToFileURL(path.join(apiDir, 'dist', `${name}.js`)).href);
