import { backupsListSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { shelfFor } from './backups-services';

/** The scheduled backups kept by the server, newest first, with the schedule that writes them. */
export const listBackups = ownerProcedure
  .meta({
    openapi: { method: 'GET', path: '/backups', tags: ['backups'], summary: 'Scheduled backups kept by the server' },
  })
  .output(backupsListSchema)
  .query(async ({ ctx }) => {
    const backups = await shelfFor(ctx.config).list();
    return {
      schedule: ctx.config.BACKUP_SCHEDULE ?? null,
      keep: ctx.config.BACKUP_KEEP,
      backups: backups.map((backup) => ({
        name: backup.name,
        size: backup.size,
        createdAt: backup.createdAt.toISOString(),
        downloadUrl: `/api/backups/${backup.name}`,
      })),
    };
  });
