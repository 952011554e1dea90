import fp from 'fastify-plugin';
import { createMailSender } from './mail-sender';
import { queueAccountEventMail } from './security-notifications';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification mail sender of this instance; null when SMTP_URL is not set. */
    mailOutbox: OutboxWorker | null;
  }
}

/** Sends queued notification mails from this instance (every instance runs one; row locks keep them apart). */
export const mailPlugin = fp(
  async (app) => {
    app.decorate('mailOutbox', null);
    app.decorate('notifyAccountEvent', async (event, origin) => {
      await queueAccountEventMail(app.db, app.config, event, origin);
    });
    const sender = createMailSender(app.config);
    if (!sender) return;
    app.addHook('onReady', async () => {
      app.mailOutbox = startOutboxWorker({ db: app.db, sender, log: app.log.child({ module: 'mail' }) });
    });
    app.addHook('onClose', async () => {
      await app.mailOutbox?.stop();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
