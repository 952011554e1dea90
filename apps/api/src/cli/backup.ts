/**
 * `pnpm backup [--out FILE]`: writes a backup archive of the whole site (docs/operating.md, Backups), whether Folio is
 * running or not. Without --out, `folio-backup-<time>.tar.gz.age` in the directory the command was run from, encrypted to the
 * site's backup key (`pnpm backup:key`).
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { backupNameFor, count, formatBytes, loadOrCreateBackupKey, writeBackup } from '../domains/backups';
import { openCliServices, reportFailure, resolveCliPath } from './cli-services';

const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } }, allowPositionals: false });

const services = await openCliServices().catch((error: unknown) => {
  reportFailure(error, []);
  process.exit(1);
});
const file = resolveCliPath(services.config, values.out ?? backupNameFor(new Date()));
// Written under another name and renamed once complete: a failed backup never leaves a file that looks whole.
const partial = `${file}.partial`;
try {
  console.log(`Writing ${file} ...`);
  const backupKey = await loadOrCreateBackupKey(services.config);
  const manifest = await writeBackup(
    { ...services, backupKey },
    createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
  );
  await rename(partial, file);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.objects.reduce((sum, object) => sum + object.size, 0);
  console.log(
    `Backed up ${count(rows, 'row')} in ${count(manifest.tables.length, 'table')} and ${count(manifest.objects.length, 'file')} (${formatBytes(bytes)}).`,
  );
  for (const key of manifest.missingObjects)
    console.warn(`Warning: /objects/${key} is referred to but was not in the storage (deleted while the backup ran?).`);
} catch (error) {
  await rm(partial, { force: true });
  reportFailure(error, []);
} finally {
  await services.close();
}
