/** Which signed-in owner this browser has already applied the saved theme for; cleared when signed out. */
const APPLIED_FOR_KEY = 'folio.saved-theme-applied-for';

export function readAppliedFor(): string | null {
  try {
    return window.localStorage.getItem(APPLIED_FOR_KEY);
  } catch {
    return null;
  }
}

export function writeAppliedFor(userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(APPLIED_FOR_KEY, userId);
    else window.localStorage.removeItem(APPLIED_FOR_KEY);
  } catch {
    // Storage can be blocked (privacy modes); the saved theme is then applied on every visit instead.
  }
}

/**
 * Signing out: the next sign-in applies the saved theme again. Called by Logout itself, since the signed-out page
 * it leads to may be left before this browser's app has run there and seen the owner signed out.
 */
export function forgetSavedThemeApplied(): void {
  writeAppliedFor(null);
}
