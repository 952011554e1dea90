/** Backups: the archive's format, writing and restoring it, the key, scheduled backups, their routes and listing. */
export { backupsRouter } from './backups-router';
export { backupsPlugin } from './backups-plugin';
export { backupOpenApiPaths } from './openapi-paths';
export { BackupKeyError, LOSING_THE_KEY, loadOrCreateBackupKey, restoreKey } from './backup-key';
export { backupNameFor } from './backup-shelf';
export { ArchiveError, openArchive, type OpenedArchive } from './read-archive';
export {
  count,
  formatBytes,
  restoreBackup,
  TargetNotEmptyError,
  type AfterRestoreStep,
  type RestoreTarget,
} from './restore-backup';
export { writeBackup } from './write-backup';
