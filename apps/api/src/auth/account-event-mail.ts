import type { Db } from '@folio/db';
import type { AccountEvent, AccountEventOrigin } from './account-event-origin';
import type { Config } from '../env';
import { enqueueMail } from '../mail/mail-outbox-repository';
import { notificationRecipient } from '../mail/owner-address';

type MailConfig = Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAIL' | 'PUBLIC_URL'>;

const SUBJECTS: Record<AccountEvent, string> = {
  'new-device-sign-in': 'New sign-in to your site from a new browser',
  'password-changed': 'The password of your site was changed',
  'totp-disabled': 'Authenticator codes were turned off for your site',
};

const WHAT: Record<AccountEvent, string> = {
  'new-device-sign-in': 'Someone signed in as the owner of {site} from a browser not seen there before.',
  'password-changed': 'The owner password of {site} was changed. Every other session was signed out.',
  'totp-disabled': 'Authenticator codes were turned off for {site}: signing in no longer asks for a code.',
};

export function accountEventMail(event: AccountEvent, origin: AccountEventOrigin, publicUrl: string): { subject: string; textBody: string } {
  const textBody = [
    WHAT[event].replace('{site}', publicUrl),
    '',
    `When:    ${origin.at.toUTCString()}`,
    `Browser: ${origin.browser} on ${origin.device}`,
    `Network: ${origin.network ?? 'unknown'}`,
    '',
    'If this was you, there is nothing to do.',
    `If it was not, sign in at ${publicUrl}/api/login, open Settings → Security (${publicUrl}/settings), end that`,
    'session under "Where you are signed in" (or "Sign out everywhere else"), then change your password.',
  ].join('\n');
  return { subject: SUBJECTS[event], textBody };
}

/**
 * Queues a mail to the owner about their account. Sent whatever the contact notification switch says (it is
 * about messages, not about the account), but only when mail is configured and there is an address to send to.
 */
export async function queueAccountEventMail(db: Db, config: MailConfig, event: AccountEvent, origin: AccountEventOrigin): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  const toAddress = await notificationRecipient(db, config);
  if (!toAddress) return false;
  await enqueueMail(db, { toAddress, replyTo: null, replyToName: null, ...accountEventMail(event, origin, config.PUBLIC_URL) });
  return true;
}
