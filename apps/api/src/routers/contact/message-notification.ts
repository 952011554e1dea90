import type { Db } from '@folio/db';
import type { Config } from '../../env';
import { notificationRecipient } from '../../mail/owner-address';
import { enqueueMail } from '../../mail/mail-outbox-repository';

type StoredMessage = { name: string; email: string; subject: string | null; message: string };

/**
 * The owner's 'Email notifications' switch (docs/spec.md §3, default on). There is one owner; when they signed in with
 * several identities, the settings saved last count.
 */
async function notificationsEnabled(db: Db): Promise<boolean> {
  const row = await db.selectFrom('userSettings').select('emailNotifications').orderBy('updatedAt', 'desc').limit(1).executeTakeFirst();
  return (row?.emailNotifications ?? 1) === 1;
}

/** One line, so a visitor's text can never become a header of its own. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function messageNotification(message: StoredMessage, publicUrl: string): { subject: string; textBody: string } {
  const subject = oneLine(`New message from ${message.name}${message.subject ? `: ${message.subject}` : ''}`, 200);
  const textBody = [
    `${message.name} <${message.email}> wrote through the contact form of ${publicUrl}:`,
    '',
    ...(message.subject ? [`Subject: ${message.subject}`, ''] : []),
    message.message,
    '',
    '—',
    `Reply to this mail to answer ${message.name}. All messages: ${publicUrl}/admin`,
  ].join('\n');
  return { subject, textBody };
}

/**
 * Queues the owner's notification of a new contact message, in the caller's transaction (the one that stores
 * the message). Nothing is queued when mail is not configured, the owner turned notifications off, or there is
 * no address to send to.
 */
export async function queueMessageNotification(db: Db, config: Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAIL' | 'PUBLIC_URL'>, message: StoredMessage): Promise<boolean> {
  if (!config.SMTP_URL || !(await notificationsEnabled(db))) return false;
  const toAddress = await notificationRecipient(db, config);
  if (!toAddress) return false;
  await enqueueMail(db, { toAddress, replyTo: message.email, replyToName: oneLine(message.name, 100), ...messageNotification(message, config.PUBLIC_URL) });
  return true;
}
