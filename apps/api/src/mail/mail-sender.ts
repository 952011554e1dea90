import { createTransport } from 'nodemailer';
import type { Config } from '../env';
import type { OutgoingMail } from './mail-outbox-repository';

export type MailSender = { send(mail: OutgoingMail & { id: string }): Promise<void> };

/** Without MAIL_FROM, mail comes from the site's own host name, which many relays accept only for their domains. */
export function senderAddress(config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL'>): string {
  return config.MAIL_FROM ?? `Folio <folio@${new URL(config.PUBLIC_URL).hostname}>`;
}

/**
 * SMTP lets a server take up to 5 minutes for its greeting and each command, and 10 minutes to accept a
 * message's data (RFC 5321, 4.5.3.2). Giving up sooner turns a slow server that delivers into a "failure" that
 * is retried, and the owner gets the mail again with every retry.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 60_000,
  greetingTimeout: 6 * 60_000,
  socketTimeout: 11 * 60_000,
} as const;

/**
 * A queued mail's Message-ID, the same at every attempt: a retry after an answer that never came (a dropped
 * connection after the data was sent) is recognised by mail programs as the same message.
 */
export function outboxMessageId(mailId: string, publicUrl: string): string {
  return `<${mailId}@${new URL(publicUrl).hostname}>`;
}

/** Sends through SMTP_URL with nodemailer; null when SMTP_URL is not set (no mail is sent then). */
export function createMailSender(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>): MailSender | null {
  if (!config.SMTP_URL) return null;
  const transport = createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS }, { from: senderAddress(config) });
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.toAddress,
        // An address object: nodemailer quotes or encodes the name as a display name, never parses it.
        replyTo: mail.replyTo ? { name: mail.replyToName ?? '', address: mail.replyTo } : undefined,
        subject: mail.subject,
        text: mail.textBody,
        messageId: outboxMessageId(mail.id, config.PUBLIC_URL),
        html: mail.htmlBody ?? undefined,
      });
    },
  };
}
