/**
 * `pnpm restore FILE [--key-file PATH] [--force]`: restores a backup archive into this DATA_DIR / DATABASE_URL and
 * storage, all or nothing (docs/operating.md, Backups). The archive is decrypted with the key in PATH, else BACKUP_KEY, else
 * this site's own key. A target that holds data is refused unless --force.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../env';
import { AFTER_RESTORE } from '../domains/after-restore';
import {
  ArchiveError,
  BackupKeyError,
  openArchive,
  restoreBackup,
  restoreKey,
  TargetNotEmptyError,
  type OpenedArchive,
} from '../domains/backups';
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
let archive: OpenedArchive;
try {
  const config = loadConfig();
  file = resolveCliPath(config, positionals[0] ?? '');
  const keyFile = values['key-file'];
  key = await restoreKey({ keyFile: keyFile === undefined ? undefined : resolveCliPath(config, keyFile), config });
  // Opened before the database is: a wrong key, a newer or unfinished archive must not even start (and so
  // initialise) a fresh DATA_DIR. The rest is checked as it is restored, all or nothing.
  console.log(`Opening ${file} ...`);
  archive = await openArchive(file, key);
} catch (error) {
  reportFailure(error, [ArchiveError, BackupKeyError]);
  process.exit(1);
}

const services = await openCliServices().catch((error: unknown) => {
  reportFailure(error, []);
  process.exit(1);
});
try {
  await restoreBackup({ ...services, afterRestore: AFTER_RESTORE }, file, {
    key,
    force: values.force,
    opened: archive,
    log: (line) => console.log(line),
  });
} catch (error) {
  reportFailure(error, [ArchiveError, TargetNotEmptyError]);
} finally {
  await services.close();
}
