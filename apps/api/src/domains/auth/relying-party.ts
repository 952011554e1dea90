import type { Config } from '../../env';

/** WebAuthn's relying party is the site at PUBLIC_URL: its host name, and its origin for the browser's answers. */
export function relyingParty(config: Pick<Config, 'PUBLIC_URL'>): { rpID: string; origin: string; rpName: string } {
  const url = new URL(config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin, rpName: `Folio (${url.host})` };
}
