import type { Db } from '@folio/db';
import type { FastifyBaseLogger } from 'fastify';
import { claimDueMail, markMailAttemptFailed, markMailSent } from './mail-outbox-repository';
import type { MailSender } from './mail-sender';

/** How often an instance looks for due mail; a new message waits at most this long. */
export const OUTBOX_POLL_MS = 3000;

/** 30 s, 1, 2, 4 ... minutes, at most an hour apart: about 30 attempts before a mail is given up after 24 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export type OutboxWorker = {
  /** Sends every mail that is due now; answers how many were sent. */
  drain(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Sends the outbox. Each mail is claimed in one short statement (FOR UPDATE SKIP LOCKED, its next attempt moved
 * past the longest send), sent with no transaction open, then marked: several instances never send the same
 * mail, and a mail whose instance dies mid-way falls due again and is sent by another (at least once; it keeps
 * its Message-ID, so a repeat is recognisable as the same message).
 */
export function startOutboxWorker(options: {
  db: Db;
  sender: MailSender;
  log: FastifyBaseLogger;
  pollMs?: number;
}): OutboxWorker {
  const { db, sender, log } = options;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function sendOne(): Promise<'sent' | 'failed' | 'none'> {
    const mail = await claimDueMail(db);
    if (!mail) return 'none';
    try {
      await sender.send(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await markMailAttemptFailed(db, mail.id, reason, retryDelaySeconds(mail.attempts + 1));
      if (outcome === 'failed')
        log.error(
          { mailId: mail.id, attempts: mail.attempts + 1, reason },
          'notification mail given up after 24 hours',
        );
      else log.warn({ mailId: mail.id, attempts: mail.attempts + 1, reason }, 'notification mail not sent; will retry');
      return 'failed';
    }
    await markMailSent(db, mail.id);
    log.info({ mailId: mail.id }, 'notification mail sent');
    return 'sent';
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const outcome = await sendOne();
      if (outcome === 'none') break;
      if (outcome === 'sent') sent += 1;
    }
    return sent;
  }

  function drain(): Promise<number> {
    // One drain at a time per instance; a call during one waits for it and then looks again.
    const previous = running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(drainOnce);
    running = next;
    void next
      .finally(() => {
        if (running === next) running = null;
      })
      .catch(() => undefined);
    return next;
  }

  const timer = setInterval(() => {
    if (running) return;
    drain().catch((error: unknown) => {
      log.warn({ err: error }, 'mail outbox check failed; will look again');
    });
  }, options.pollMs ?? OUTBOX_POLL_MS);
  timer.unref();

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
