import { createTransport } from 'nodemailer';
import type { Config } from '../env';
import type { OutgoingMail } from './mail-outbox-repository';

export type MailSender = { send(mail: OutgoingMail): Promise<void> };

/** Without MAIL_FROM, mail comes from the site's own host name, which many relays accept only for their domains. */
export function senderAddress(config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL'>): string {
  return config.MAIL_FROM ?? `Folio <folio@${new URL(config.PUBLIC_URL).hostname}>`;
}

/**
 * Sends through SMTP_URL with nodemailer; null when SMTP_URL is not set (no mail is sent then). Time-outs are
 * short: a sender holds its outbox row locked while it talks to the server.
 */
export function createMailSender(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>): MailSender | null {
  if (!config.SMTP_URL) return null;
  const transport = createTransport(
    { url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: senderAddress(config) },
  );
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.toAddress,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
      });
    },
  };
}
