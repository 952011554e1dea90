import type { UserSettings } from '@folio/contracts';
import type { Db } from '@folio/db';

const SETTINGS_COLUMNS = ['displayName', 'themePreference', 'emailNotifications', 'weeklyReport', 'updatedAt'] as const;

type SettingsRow = Omit<UserSettings, 'savedAt'> & { updatedAt: Date };

function toUserSettings({ updatedAt, ...settings }: SettingsRow): UserSettings {
  return { ...settings, savedAt: updatedAt.toISOString() };
}

/** The user's saved settings, or null when they never saved any. */
export async function findUserSettings(db: Db, userId: string): Promise<UserSettings | null> {
  const row = await db
    .selectFrom('userSettings')
    .select(SETTINGS_COLUMNS)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? toUserSettings(row) : null;
}

/** One row per user (user_id is unique): the first save creates it, later saves replace it. */
export async function saveUserSettings(
  db: Db,
  userId: string,
  settings: Omit<UserSettings, 'savedAt'>,
): Promise<UserSettings> {
  const row = await db
    .insertInto('userSettings')
    .values({ userId, ...settings })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...settings, updatedAt: new Date() }))
    .returning(SETTINGS_COLUMNS)
    .executeTakeFirstOrThrow();
  return toUserSettings(row);
}
