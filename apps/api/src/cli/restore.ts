/**
 * `pnpm restore FILE [--force]`: restores a backup archive into this DATA_DIR / DATABASE_URL and storage, all or
 * nothing (README, Backups). A target that holds data is refused unless --force.
 */
import { parseArgs } from 'node:util';
import { ArchiveError } from '../routers/backups/read-archive';
import { restoreBackup, TargetNotEmptyError } from '../routers/backups/restore-backup';
import { openCliServices, reportFailure, resolveCliPath } from './cli-services';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: pnpm restore FILE [--force]');
  process.exit(2);
}

const services = await openCliServices().catch((error: unknown) => {
  reportFailure(error, []);
  process.exit(1);
});
try {
  const file = resolveCliPath(services.config, positionals[0] ?? '');
  await restoreBackup(services, file, { force: values.force, log: (line) => console.log(line) });
} catch (error) {
  reportFailure(error, [ArchiveError, TargetNotEmptyError]);
} finally {
  await services.close();
}
