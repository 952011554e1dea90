import type { MessageKey, Translate } from '@folio/contracts';
import type { Db } from '@folio/db';
import type { AccountEvent, AccountEventOrigin } from './account-event-origin';
import type { Config } from '../../env';
import { enqueueMail } from '../../mail/mail-outbox-repository';
import { notificationRecipient } from '../../mail/owner-address';
import { mailTexts } from '../../mail/mail-texts';

type MailConfig = Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAIL' | 'PUBLIC_URL'>;

/** Each event's texts in the mail catalogue: `<key>.subject` and `<key>.what`. */
const EVENT_KEYS = {
  'new-device-sign-in': 'account.newDevice',
  'password-changed': 'account.passwordChanged',
  'totp-disabled': 'account.totpDisabled',
} as const satisfies Record<AccountEvent, string>;

type EventKey = (typeof EVENT_KEYS)[AccountEvent];
const key = (event: AccountEvent, part: 'subject' | 'what') =>
  `${EVENT_KEYS[event]}.${part}` as `${EventKey}.${typeof part}` & MessageKey<'mail'>;

export function accountEventMail(
  event: AccountEvent,
  origin: AccountEventOrigin,
  publicUrl: string,
  t: Translate<'mail'>,
): { subject: string; textBody: string } {
  const textBody = [
    t(key(event, 'what'), { site: publicUrl }),
    '',
    t('account.when', { when: origin.at.toUTCString() }),
    t('account.browser', { browser: origin.browser, device: origin.device }),
    t('account.network', { network: origin.network ?? t('account.unknown') }),
    '',
    t('account.ifYou'),
    t('account.ifNot', { signInUrl: `${publicUrl}/api/login`, settingsUrl: `${publicUrl}/settings` }),
  ].join('\n');
  return { subject: t(key(event, 'subject')), textBody };
}

/**
 * Queues a mail to the owner about their account. Sent whatever the contact notification switch says (it is
 * about messages, not about the account), but only when mail is configured and there is an address to send to.
 */
export async function queueAccountEventMail(
  db: Db,
  config: MailConfig,
  event: AccountEvent,
  origin: AccountEventOrigin,
): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  const toAddress = await notificationRecipient(db, config);
  if (!toAddress) return false;
  const { t } = await mailTexts(db);
  await enqueueMail(db, {
    toAddress,
    replyTo: null,
    replyToName: null,
    ...accountEventMail(event, origin, config.PUBLIC_URL, t),
  });
  return true;
}
