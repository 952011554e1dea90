import type { Credentials } from '@folio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useAuth } from '../../lib/use-auth';
import { useTexts } from '../../lib/texts';
import { useRequireOwner } from '../../lib/use-require-owner';
import { visitorToast } from '../../lib/visitor-toasts';

export type CredentialsGate =
  { status: 'loading' } | { status: 'refused' } | { status: 'ready'; credentials: Credentials; isOwner: boolean };

/**
 * Who may see /credentials: the owner always; a visitor only when the owner made the page
 * public. Otherwise docs/spec.md §4 holds: 'Authentication Required', then the sign-in page. One query answers both
 * questions: `null` means private to this visitor (an answer, not an error in their console).
 */
export function useCredentialsGate(): CredentialsGate {
  const trpc = useTRPC();
  const { isLoading: authLoading, isAuthenticated } = useAuth();
  const { data, isPending } = useQuery(trpc.credentials.getVisibleCredentials.queryOptions());
  const t = useTexts('toasts');
  // The toast and redirect only for a visitor the server refused; a public page asks nothing of them.
  useRequireOwner(visitorToast(t, 'authRequiredCredentials'), { enabled: !isPending && !data });

  if (authLoading || isPending) return { status: 'loading' };
  if (!data) return { status: 'refused' };
  return { status: 'ready', credentials: data, isOwner: isAuthenticated };
}
