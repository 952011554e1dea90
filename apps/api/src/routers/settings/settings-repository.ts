import type { UserSettings } from '@folio/contracts';
import type { Db } from '@folio/db';

const SETTINGS_COLUMNS = ['displayName', 'themePreference', 'emailNotifications'] as const;

/** The user's saved settings, or null when they never saved any. */
export async function findUserSettings(db: Db, userId: string): Promise<UserSettings | null> {
  const row = await db.selectFrom('userSettings').select(SETTINGS_COLUMNS).where('userId', '=', userId).executeTakeFirst();
  return row ?? null;
}

/** One row per user (user_id is unique): the first save creates it, later saves replace it. */
export async function saveUserSettings(db: Db, userId: string, settings: UserSettings): Promise<UserSettings> {
  return db
    .insertInto('userSettings')
    .values({ userId, ...settings })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...settings, updatedAt: new Date() }))
    .returning(SETTINGS_COLUMNS)
    .executeTakeFirstOrThrow();
}
