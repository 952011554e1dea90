/**
 * `pnpm bench:backup`: Folio's backup and restore beside `pg_dump -Fc` + `tar -czf` (and `pg_restore` + `tar -xzf`)
 * on the same site: BENCH_VIEWS page views (100,000) and BENCH_FILES_MB of incompressible files (191), in rounds
 * that alternate the two (BENCH_ROUNDS, 3). Both sides run as programs started from a shell, process start
 * included, each under GNU time for its peak RSS (the largest of pg_restore and tar): Folio's `node dist/backup.js`
 * and `node dist/restore.js`, what `pnpm backup` and `pnpm restore` run (in the image, `npm run`). The launcher's
 * own start, the same for every pnpm script and for no work of Folio's, is measured apart (`pnpm exec node -e 0`)
 * and shown in a column of its own, with the ratio it gives. Needs pg_dump, pg_restore, tar and /usr/bin/time
 * (Debian: postgresql-client, time).
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { seedPageViews } from './analytics/seed';
import { createBenchDatabase } from './lib/database';

const run = promisify(execFile);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 100_000);
const FILES_MB = Number(process.env.BENCH_FILES_MB ?? 191);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FILE_MB = 9.55;

const work = await mkdtemp(path.join(os.tmpdir(), 'folio-bench-backup-'));
const source = await createBenchDatabase('folio_bench_backup');
const sourceDir = path.join(work, 'site');
try {
  const owner = await source.db
    .insertInto('users')
    .values({ email: 'owner@example.com' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await seedPageViews(source.db, { from: 0, to: VIEWS, ownerId: owner.id });
  await mkdir(path.join(sourceDir, 'objects', 'uploads'), { recursive: true });
  for (let written = 0; written < FILES_MB; written += FILE_MB) {
    const key = `uploads/${randomUUID()}`;
    const size = Math.round(Math.min(FILE_MB, FILES_MB - written) * 1024 * 1024);
    await writeFile(path.join(sourceDir, 'objects', key), randomBytes(size));
    await source.db
      .insertInto('files')
      .values({
        name: `${key}.jpg`,
        originalName: `${key}.jpg`,
        size,
        mimeType: 'image/jpeg',
        category: 'hobby',
        objectPath: `/objects/${key}`,
      })
      .execute();
  }
  const env = (dataDir: string, url: string) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: url });
  const timed = async (task: () => Promise<unknown>) => {
    const started = performance.now();
    await task();
    return (performance.now() - started) / 1000;
  };
  const rssFile = path.join(work, 'rss.txt');
  /** Runs `command` under GNU time; answers its peak RSS in KB. */
  const measured = async (command: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}) => {
    await run('/usr/bin/time', ['-f', '%M', '-o', rssFile, ...command], options);
    return Number((await readFile(rssFile, 'utf8')).trim().split('\n').pop());
  };
  const apiDir = path.resolve(import.meta.dirname, '../apps/api');
  const launcherStarts: number[] = [];
  const times = {
    folioBackup: [] as number[],
    baseBackup: [] as number[],
    folioRestore: [] as number[],
    baseRestore: [] as number[],
  };
  const peaks = { folioBackup: 0, baseBackup: 0, folioRestore: 0, baseRestore: 0 };
  const sizes = { folio: 0, base: 0 };
  const keyFile = path.join(work, 'key.txt');
  for (let round = 0; round < ROUNDS; round += 1) {
    const archive = path.join(work, `folio-${String(round)}.tar.gz.age`);
    const dump = path.join(work, `dump-${String(round)}.pgdump`);
    const files = path.join(work, `files-${String(round)}.tar.gz`);
    // What `pnpm backup` runs once its launcher has checked the build (apps/api/launch.mjs), under GNU time.
    const folioBackup = async () => {
      const peak = await measured(['node', 'dist/backup.js', '--out', archive], {
        env: env(sourceDir, source.url),
        cwd: apiDir,
      });
      peaks.folioBackup = Math.max(peaks.folioBackup, peak);
    };
    const baseBackup = async () => {
      const peak = Math.max(
        await measured(['pg_dump', '-Fc', '-f', dump, source.url]),
        await measured(['tar', '-czf', files, '-C', sourceDir, 'objects']),
      );
      peaks.baseBackup = Math.max(peaks.baseBackup, peak);
    };
    // Alternating which goes first, so neither always meets a warm or a cold cache.
    for (const [name, task] of round % 2 === 0
      ? ([
          ['folio', folioBackup],
          ['base', baseBackup],
        ] as const)
      : ([
          ['base', baseBackup],
          ['folio', folioBackup],
        ] as const)) {
      (name === 'folio' ? times.folioBackup : times.baseBackup).push(await timed(task));
    }
    if (round === 0) {
      const { stdout } = await run('pnpm', ['--silent', '--filter', '@folio/api', 'backup:key'], {
        env: env(sourceDir, source.url),
      });
      await writeFile(keyFile, stdout);
      sizes.folio = (await stat(archive)).size;
      sizes.base = (await stat(dump)).size + (await stat(files)).size;
    }
    const folioRestore = async () => {
      const target = await createBenchDatabase('folio_bench_restore');
      const dir = path.join(work, `restored-folio-${String(round)}`);
      try {
        const peak = await measured(['node', 'dist/restore.js', archive, '--key-file', keyFile], {
          env: env(dir, target.url),
          cwd: apiDir,
        });
        peaks.folioRestore = Math.max(peaks.folioRestore, peak);
      } finally {
        await target.drop();
      }
    };
    const baseRestore = async () => {
      const target = await createBenchDatabase('folio_bench_restore');
      const dir = path.join(work, `restored-base-${String(round)}`);
      try {
        await target.db.destroy();
        await run('psql', [target.url, '-c', 'drop schema public cascade; create schema public;']);
        const database = await measured(['pg_restore', '-d', target.url, dump]);
        await mkdir(dir, { recursive: true });
        peaks.baseRestore = Math.max(peaks.baseRestore, database, await measured(['tar', '-xzf', files, '-C', dir]));
      } finally {
        await target.drop().catch(() => undefined);
      }
    };
    for (const [name, task] of round % 2 === 0
      ? ([
          ['folio', folioRestore],
          ['base', baseRestore],
        ] as const)
      : ([
          ['base', baseRestore],
          ['folio', folioRestore],
        ] as const)) {
      (name === 'folio' ? times.folioRestore : times.baseRestore).push(await timed(task));
    }
    launcherStarts.push(
      await timed(() => run('pnpm', ['--silent', '--filter', '@folio/api', 'exec', 'node', '-e', '0'])),
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  const launcher = median(launcherStarts);
  const row = (what: string, folio: number[], base: number[], folioPeak: number, basePeak: number) =>
    `| ${what.padEnd(8)} | ${median(folio).toFixed(1).padStart(8)} s | ${median(base).toFixed(1).padStart(22)} s | ${(median(folio) / median(base)).toFixed(2).padStart(5)}× | ` +
    `${(launcher + median(folio)).toFixed(1).padStart(16)} s | ${((launcher + median(folio)) / median(base)).toFixed(2).padStart(17)}× | ${mb(folioPeak).padStart(14)} | ${mb(basePeak).padStart(16)} |`;
  console.log(
    `\nSite: ${VIEWS.toLocaleString('en')} page views, ${String(FILES_MB)} MB of incompressible files; median of ${String(ROUNDS)} alternating rounds`,
  );
  console.log(
    `Archive: Folio ${(sizes.folio / 1024 ** 2).toFixed(1)} MB (encrypted), pg_dump + tar ${(sizes.base / 1024 ** 2).toFixed(1)} MB\n`,
  );
  console.log(`pnpm's own start (pnpm exec node -e 0), before Folio runs: ${launcher.toFixed(1)} s\n`);
  console.log(
    '| step     |      Folio | pg_dump/pg_restore + tar |  ratio | Folio through pnpm | ratio through pnpm | Folio peak RSS | theirs, peak RSS |',
  );
  console.log(
    '| -------- | ---------: | -----------------------: | -----: | -----------------: | -----------------: | -------------: | ---------------: |',
  );
  console.log(row('backup', times.folioBackup, times.baseBackup, peaks.folioBackup, peaks.baseBackup));
  console.log(row('restore', times.folioRestore, times.baseRestore, peaks.folioRestore, peaks.baseRestore));
} finally {
  await source.drop();
  await rm(work, { recursive: true, force: true });
}
