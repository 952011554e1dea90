import { DEFAULT_USER_SETTINGS } from '@folio/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const t = setUpTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});

function save(payload: Record<string, unknown>) {
  return t.inject({ method: 'PUT', url: '/api/user-settings', headers: { cookie }, payload });
}

describe('user settings over REST', () => {
  it("answers SPEC's defaults before the first save, without creating a row", async () => {
    const response = await t.inject({ method: 'GET', url: '/api/user-settings', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_USER_SETTINGS);
    expect(await t.db.selectFrom('userSettings').select('id').execute()).toEqual([]);
  });

  it('creates the row on the first save and replaces it on later ones: one row per user', async () => {
    const first = await save({ displayName: 'Ada', themePreference: 'dark', emailNotifications: 0 });
    expect(first.statusCode).toBe(200);
    const saved = first.json<{ savedAt: string }>();
    expect(saved).toEqual({
      displayName: 'Ada',
      themePreference: 'dark',
      emailNotifications: 0,
      weeklyReport: null,
      savedAt: expect.any(String),
    });
    // When it was saved, so the web app knows there is a saved theme to apply at sign-in.
    expect(new Date(saved.savedAt).toISOString()).toBe(saved.savedAt);

    await save({ displayName: 'Countess', themePreference: 'system', emailNotifications: 1, weeklyReport: false });
    const read = await t.inject({ method: 'GET', url: '/api/user-settings', headers: { cookie } });
    expect(read.json()).toEqual({
      displayName: 'Countess',
      themePreference: 'system',
      emailNotifications: 1,
      weeklyReport: false,
      savedAt: expect.any(String),
    });
    expect(Date.parse(read.json<{ savedAt: string }>().savedAt)).toBeGreaterThanOrEqual(Date.parse(saved.savedAt));

    const rows = await t.db
      .selectFrom('userSettings')
      .innerJoin('users', 'users.id', 'userSettings.userId')
      .select('userSettings.id')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('stores an empty display name as absent', async () => {
    await save({ displayName: '   ', themePreference: 'light', emailNotifications: 1 });
    const row = await t.db.selectFrom('userSettings').select('displayName').executeTakeFirstOrThrow();
    expect(row.displayName).toBeNull();
  });

  it('refuses visitors with 401', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/user-settings' })).statusCode).toBe(401);
    const put = await t.inject({ method: 'PUT', url: '/api/user-settings', payload: DEFAULT_USER_SETTINGS });
    expect(put.statusCode).toBe(401);
  });

  it('names a theme or notification value that does not exist', async () => {
    const response = await save({ themePreference: 'sepia', emailNotifications: 2 });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['themePreference', 'emailNotifications']));
  });
});
