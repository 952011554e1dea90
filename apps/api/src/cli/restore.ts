/**
 * `pnpm restore FILE [--force]`: restores a backup archive into this DATA_DIR / DATABASE_URL and storage, all or
 * nothing (docs/operating.md, Backups). A target that holds data is refused unless --force.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../env';
import type { BackupManifest } from '../backups/archive-format';
import { ArchiveError, verifyArchive } from '../backups/read-archive';
import { restoreBackup, TargetNotEmptyError } from '../backups/restore-backup';
import { openCliServices, reportFailure, resolveCliPath } from './cli-services';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: pnpm restore FILE [--force]');
  process.exit(2);
}

let file: string;
let manifest: BackupManifest;
try {
  file = resolveCliPath(loadConfig(), positionals[0] ?? '');
  // Checked before anything is opened: a bad archive must not even start (and so initialise) a fresh DATA_DIR.
  console.log(`Checking ${file} ...`);
  manifest = await verifyArchive(file);
} catch (error) {
  reportFailure(error, [ArchiveError]);
  process.exit(1);
}

const services = await openCliServices().catch((error: unknown) => {
  reportFailure(error, []);
  process.exit(1);
});
try {
  await restoreBackup(services, file, { force: values.force, verified: manifest, log: (line) => console.log(line) });
} catch (error) {
  reportFailure(error, [ArchiveError, TargetNotEmptyError]);
} finally {
  await services.close();
}
