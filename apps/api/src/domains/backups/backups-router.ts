import { router } from '../../trpc/procedures';
import { listBackups } from './list-backups';

export const backupsRouter = router({ listBackups });
