import { randomUUID } from 'node:crypto';
import os from 'node:os';
import fp from 'fastify-plugin';

const BEAT_INTERVAL_MS = 30_000;
/** An instance unseen for this long is gone (crashed, or stopped without removing its row). */
const ALIVE_WITHIN_MS = 3 * BEAT_INTERVAL_MS;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Each instance writes a heartbeat row every 30 s. With STORAGE_DRIVER=local the files live on one machine's
 * disk, so a second instance on the same database (another host, or another DATA_DIR) would answer 404 for
 * files the first one received: that is warned about, once, as soon as it is seen.
 */
export const instanceHeartbeatPlugin = fp(
  async (app) => {
    const { config } = app;
    const self = {
      instanceId: randomUUID(),
      host: os.hostname(),
      dataDir: config.dataDir,
      storageDriver: config.STORAGE_DRIVER,
    };
    let warned = false;

    const beat = async () => {
      const now = new Date();
      await app.db
        .insertInto('instanceHeartbeats')
        .values({ ...self, seenAt: now })
        .onConflict((oc) => oc.column('instanceId').doUpdateSet({ seenAt: now }))
        .execute();
      await app.db
        .deleteFrom('instanceHeartbeats')
        .where('seenAt', '<', new Date(now.getTime() - FORGET_AFTER_MS))
        .execute();
      if (warned || config.STORAGE_DRIVER !== 'local') return;
      const other = await app.db
        .selectFrom('instanceHeartbeats')
        .select(['host', 'dataDir'])
        .where('instanceId', '!=', self.instanceId)
        .where('seenAt', '>', new Date(now.getTime() - ALIVE_WITHIN_MS))
        .where((eb) => eb.or([eb('host', '!=', self.host), eb('dataDir', '!=', self.dataDir)]))
        .executeTakeFirst();
      if (!other) return;
      warned = true;
      app.log.warn(
        { otherHost: other.host },
        'Another Folio instance uses this database while STORAGE_DRIVER=local: files uploaded through one are missing on the other. ' +
          'Local storage is for a single instance; use STORAGE_DRIVER=s3 to run several.',
      );
    };
    // A heartbeat that fails (database down) is simply tried again at the next one.
    const beatQuietly = () => beat().catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    let first: Promise<void> | undefined;
    app.addHook('onReady', async () => {
      first = beatQuietly();
      timer = setInterval(() => void beatQuietly(), BEAT_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await first;
      await app.db
        .deleteFrom('instanceHeartbeats')
        .where('instanceId', '=', self.instanceId)
        .execute()
        .catch(() => undefined);
    });
  },
  { name: 'instance-heartbeat', dependencies: ['db'] },
);
