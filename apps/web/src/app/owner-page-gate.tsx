import { toasts, type ToastText } from '@folio/contracts';
import type { ReactNode } from 'react';
import { useRedirectVisitors, useRequireOwner } from '../lib/use-require-owner';
import type { VisitorTurnedAway } from './pages';

function SentHome({ children }: { children: ReactNode }) {
  useRedirectVisitors();
  return children;
}

function SentToSignIn({ toast, children }: { toast: ToastText; children: ReactNode }) {
  useRequireOwner(toast);
  return children;
}

/**
 * An owner page's gate, as its route says (`turnAway` in pages.ts): a visitor is sent home, or told to sign in
 * and sent to the sign-in page. The page inside renders nothing for a visitor meanwhile.
 */
export function OwnerPageGate({ turnAway, children }: { turnAway: VisitorTurnedAway; children: ReactNode }) {
  return turnAway.visitor === 'sent-home' ? <SentHome>{children}</SentHome> : <SentToSignIn toast={toasts[turnAway.toast]}>{children}</SentToSignIn>;
}
