import type { Db } from '@folio/db';
import type { Config } from '../env';

/**
 * Where mail to the owner goes (contact notifications, account events, the weekly report): NOTIFY_EMAIL, else the
 * email of the profile (its one row); null when neither is set. Read from the table itself, so the mail service
 * depends on no domain.
 */
export async function notificationRecipient(db: Db, config: Pick<Config, 'NOTIFY_EMAIL'>): Promise<string | null> {
  if (config.NOTIFY_EMAIL) return config.NOTIFY_EMAIL;
  const profile = await db.selectFrom('profile').select('email').executeTakeFirst();
  return profile?.email ?? null;
}
