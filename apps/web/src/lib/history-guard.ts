/** Decides what becomes of one Back or Forward; it may hide the event from the router (stopImmediatePropagation). */
export type HistoryGuard = (event: PopStateEvent) => void;

let currentGuard: HistoryGuard | null = null;

/**
 * Called once, before the router starts. Browsers call a `popstate` listener in the order listeners were added
 * (Chromium does so even for a capture listener added later), and BrowserRouter adds its own as it mounts: a
 * listener added by a page, later, would always run after the router had already moved. This one runs first and
 * hands the event to whichever guard is set at that moment.
 */
export function installHistoryGuard(): void {
  window.addEventListener('popstate', (event) => currentGuard?.(event));
}

/** `guard` sees every Back and Forward from now on (null: none, the router alone). */
export function setHistoryGuard(guard: HistoryGuard | null): void {
  currentGuard = guard;
}
