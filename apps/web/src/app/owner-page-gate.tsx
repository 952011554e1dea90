import type { ToastText } from '@folio/contracts';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/texts';
import { useRedirectVisitors, useRequireOwner } from '../lib/use-require-owner';
import { visitorToast } from '../lib/visitor-toasts';
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
  const t = useTexts('toasts');
  return turnAway.visitor === 'sent-home' ? (
    <SentHome>{children}</SentHome>
  ) : (
    <SentToSignIn toast={visitorToast(t, turnAway.toast)}>{children}</SentToSignIn>
  );
}
