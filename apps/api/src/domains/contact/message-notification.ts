import type { Translate } from '@folio/contracts';
import type { Db } from '@folio/db';
import type { Config } from '../../env';
import { notificationRecipient } from '../../mail/owner-address';
import { enqueueMail } from '../../mail/mail-outbox-repository';
import { mailTexts } from '../../mail/mail-texts';

type StoredMessage = { name: string; email: string; subject: string | null; message: string };

/**
 * The owner's 'Email notifications' switch (docs/spec.md §3, default on). There is one owner; when they signed in with
 * several identities, the settings saved last count.
 */
async function notificationsEnabled(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('userSettings')
    .select('emailNotifications')
    .orderBy('updatedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row?.emailNotifications ?? 1) === 1;
}

/** One line, so a visitor's text can never become a header of its own. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The notification in the site's language (`t`: the mail texts). */
export function messageNotification(
  message: StoredMessage,
  publicUrl: string,
  t: Translate<'mail'>,
): { subject: string; textBody: string } {
  const subject = oneLine(
    message.subject
      ? t('contact.subjectWithTopic', { name: message.name, subject: message.subject })
      : t('contact.subject', { name: message.name }),
    200,
  );
  const textBody = [
    t('contact.intro', { sender: `${message.name} <${message.email}>`, site: publicUrl }),
    '',
    ...(message.subject ? [t('contact.subjectLine', { subject: message.subject }), ''] : []),
    message.message,
    '',
    '—',
    t('contact.footer', { name: message.name, url: `${publicUrl}/admin` }),
  ].join('\n');
  return { subject, textBody };
}

/**
 * Queues the owner's notification of a new contact message, in the caller's transaction (the one that stores
 * the message). Nothing is queued when mail is not configured, the owner turned notifications off, or there is
 * no address to send to.
 */
export async function queueMessageNotification(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAIL' | 'PUBLIC_URL'>,
  message: StoredMessage,
): Promise<boolean> {
  if (!config.SMTP_URL || !(await notificationsEnabled(db))) return false;
  const toAddress = await notificationRecipient(db, config);
  if (!toAddress) return false;
  const { t } = await mailTexts(db);
  await enqueueMail(db, {
    toAddress,
    replyTo: message.email,
    replyToName: oneLine(message.name, 100),
    ...messageNotification(message, config.PUBLIC_URL, t),
  });
  return true;
}
