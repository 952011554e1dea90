/**
 * `pnpm backup:key`: prints the key this site's backups are encrypted to (BACKUP_KEY, else
 * DATA_DIR/secrets/backup.key, made now if no backup was made yet), for safekeeping.
 */
import { LOSING_THE_KEY, loadOrCreateBackupKey } from '../domains/backups';
import { loadConfig } from '../env';
import { reportFailure } from './cli-services';

try {
  const config = loadConfig();
  const key = await loadOrCreateBackupKey(config);
  console.log(key);
  console.error(
    `\nThis is the key of this site's backups${config.BACKUP_KEY ? ' (from BACKUP_KEY)' : ''}. ${LOSING_THE_KEY}`,
  );
  console.error(
    'Restore with: pnpm restore FILE --key-file PATH (a file holding the key), or with BACKUP_KEY set to it.',
  );
} catch (error) {
  reportFailure(error, []);
}
