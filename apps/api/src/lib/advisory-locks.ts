/**
 * Held (session-level) by a restore for as long as it runs: what it has written to the storage belongs to no
 * committed row yet, so the sweep of stray objects leaves the storage alone while it is held.
 */
export const RESTORE_LOCK_KEY = 741_852_965;
