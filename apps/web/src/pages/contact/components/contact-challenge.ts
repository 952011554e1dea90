import type { ContactChallenge, SiteSettings } from '@folio/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * The proof of work the site may ask of a message (Settings → Contact form). Solved here, in the visitor's
 * browser, with the site's own challenge and no third party; nothing shows while it runs. Answers the form's
 * `altcha` field, or undefined while the owner has the challenge off.
 */
export async function solveContactChallenge(): Promise<string | undefined> {
  const settings = (await (await fetch('/api/site')).json()) as SiteSettings;
  if (!settings.contactChallenge) return undefined;
  const response = await fetch('/api/contact/challenge', { cache: 'no-store' });
  if (!response.ok) return undefined;
  const challenge = (await response.json()) as ContactChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) return undefined;
  return btoa(JSON.stringify({ challenge, solution }));
}
