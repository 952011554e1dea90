/** The scheduled backups' listing; writing and restoring archives is the src/backups subsystem. */
export { backupsRouter } from './backups-router';
