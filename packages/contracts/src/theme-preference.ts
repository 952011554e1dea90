/**
 * docs/spec.md §3 "Theme preference": stored in the browser under `ui-theme`. No zod here: the web app reads it on
 * every first paint, and this keeps the validation library out of that download.
 */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const THEME_STORAGE_KEY = 'ui-theme';

export function isThemePreference(value: unknown): value is ThemePreference {
  return (THEME_PREFERENCES as readonly unknown[]).includes(value);
}
