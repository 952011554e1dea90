import type { Config } from '../../env';
import { createBackupShelf, type BackupShelf } from './backup-shelf';

const shelves = new WeakMap<Config, BackupShelf>();

/** One shelf per configuration (the S3 one keeps a client with its connections). */
export function shelfFor(config: Config): BackupShelf {
  let shelf = shelves.get(config);
  if (!shelf) {
    shelf = createBackupShelf(config);
    shelves.set(config, shelf);
  }
  return shelf;
}
