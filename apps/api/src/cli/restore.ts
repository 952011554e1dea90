/**
 * `pnpm restore FILE [--key-file PATH] [--force]`: restores a backup archive into this DATA_DIR / DATABASE_URL and
 * storage, all or nothing (docs/operating.md, Backups). The archive is decrypted with the key in PATH, else BACKUP_KEY, else
 * this site's own key. A target that holds data is refused unless --force.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../env';
import type { BackupManifest } from '../backups/archive-format';
import { BackupKeyError, restoreKey } from '../backups/backup-key';
import { ArchiveError, verifyArchive } from '../backups/read-archive';
import { restoreBackup, TargetNotEmptyError } from '../backups/restore-backup';
import { openCliServices, reportFailure, resolveCliPath } from './cli-services';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false }, 'key-file': { type: 'string' } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Usage: pnpm restore FILE [--key-file PATH] [--force]');
  process.exit(2);
}

let file: string;
let key: string;
let manifest: BackupManifest;
try {
  const config = loadConfig();
  file = resolveCliPath(config, positionals[0] ?? '');
  const keyFile = values['key-file'];
  key = await restoreKey({ keyFile: keyFile === undefined ? undefined : resolveCliPath(config, keyFile), config });
  // Checked before anything is opened: a bad archive must not even start (and so initialise) a fresh DATA_DIR.
  console.log(`Checking ${file} ...`);
  manifest = await verifyArchive(file, key);
} catch (error) {
  reportFailure(error, [ArchiveError, BackupKeyError]);
  process.exit(1);
}

const services = await openCliServices().catch((error: unknown) => {
  reportFailure(error, []);
  process.exit(1);
});
try {
  await restoreBackup(services, file, { key, force: values.force, verified: manifest, log: (line) => console.log(line) });
} catch (error) {
  reportFailure(error, [ArchiveError, TargetNotEmptyError]);
} finally {
  await services.close();
}
