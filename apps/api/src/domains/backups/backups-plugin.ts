import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { requireOwner } from '../../trpc/plain-route-access';
import { BACKUP_NAME_PATTERN, backupNameFor } from './backup-shelf';
import { loadOrCreateBackupKey } from './backup-key';
import { shelfFor } from './backups-services';
import { startScheduledBackups, type BackupScheduler } from './scheduled-backups';
import { backupStream } from './write-backup';

/**
 * An archive holds every secret of the site (the owner's password hash, token hashes), so only the owner signed
 * in with a session gets one: not an access token, which a script may leak, and not from another site's page.
 */
const requireOwnerSession = (req: FastifyRequest) =>
  requireOwner(req, {
    sessionOnly: true,
    signedOut: 'Sign in as the owner to download backups',
    tokenRefused: 'Backups hold every secret of the site: download them signed in, not with an access token',
  });

function sendArchive(reply: FastifyReply, name: string) {
  return reply
    .type('application/octet-stream')
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
}

/**
 * Backups over HTTP (binary, so plain routes rather than procedures; openapi-paths.ts documents them):
 * `GET /api/backup` streams a new archive, `GET /api/backups/:name` downloads a scheduled one. Also runs
 * BACKUP_SCHEDULE while the app is up.
 */
export const backupsPlugin = fp(
  async (app) => {
    const shelf = shelfFor(app.config);

    app.get('/api/backup', async (req, reply) => {
      await requireOwnerSession(req);
      // Views still buffered in memory belong in the backup too.
      await app.analytics.flush();
      const name = backupNameFor(new Date());
      const backupKey = await loadOrCreateBackupKey(app.config);
      const stream = backupStream({ db: app.db, storage: app.storage, backupKey }, (error) => {
        req.log.error({ err: error }, 'backup download failed');
      });
      return sendArchive(reply, name).send(stream);
    });

    app.get('/api/backups/:name', async (req: FastifyRequest<{ Params: { name: string } }>, reply) => {
      await requireOwnerSession(req);
      const { name } = req.params;
      const target = BACKUP_NAME_PATTERN.test(name) ? await shelf.open(name) : null;
      if (!target) throw AppError.notFound('Backup');
      if (Number.isFinite(target.size) && target.size > 0) reply.header('content-length', target.size);
      return sendArchive(reply, name).send(target.stream);
    });

    const schedule = app.config.BACKUP_SCHEDULE;
    if (!schedule) return;
    let scheduler: BackupScheduler | null = null;
    app.addHook('onReady', async () => {
      scheduler = startScheduledBackups(schedule, {
        db: app.db,
        storage: app.storage,
        backupKey: () => loadOrCreateBackupKey(app.config),
        shelf,
        keep: app.config.BACKUP_KEEP,
        beforeBackup: () => app.analytics.flush(),
        log: app.log,
      });
    });
    app.addHook('onClose', async () => {
      await scheduler?.stop();
    });
  },
  { name: 'backups', dependencies: ['db', 'storage', 'session', 'analytics'] },
);
