import type { ToastText } from '@folio/contracts';

/** Toasts of the API tokens card (beyond docs/spec.md §8, which predates tokens), worded like SPEC's own. */
export const tokenToasts = {
  created: { title: 'Token created', description: "Copy it now: you won't be able to see it again." },
  createFailed: { title: 'Error', description: 'Failed to create token. Please try again.' },
  revoked: { title: 'Token revoked', description: 'Scripts using this token can no longer call the API.' },
  revokeFailed: { title: 'Error', description: 'Failed to revoke token. Please try again.' },
} as const satisfies Record<string, ToastText>;

export const SCOPE_LABELS = { read: 'Read-only', write: 'Read-write' } as const;
