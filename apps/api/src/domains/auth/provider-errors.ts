import * as client from 'openid-client';

/** What a sign-in page says when the provider refused or failed: a sentence, and the provider's own code as a detail. */
export type ProviderFailure = { message: string; detail?: string };

const CANCELLED = 'Sign-in was cancelled at the provider.';
const BUSY = 'The provider is busy right now. Please try again in a moment.';
const FAILED = 'The provider ran into a problem and could not complete the sign-in. Please try again.';
const INTERACTION =
  'The provider needs you to sign in or give your consent there first. Please try again and follow its steps.';
const MISCONFIGURED =
  "The provider refused this site's sign-in request: the site's settings there (client ID, secret or redirect URL) may be wrong.";
const EXPIRED = 'This sign-in link has expired or was already used. Please start again.';
const UNKNOWN = 'The provider did not complete the sign-in. Please try again.';
const NOT_COMPLETED = 'The sign-in could not be completed. Please try again.';

/**
 * OAuth 2.0's error codes (RFC 6749 §4.1.2.1 and §5.2), OpenID Connect's (Core §3.1.2.6) and GitHub's own, by
 * what the person signing in can do about them. Sentences are English, the reference text; the page says them in
 * the site's language (the `auth` catalogue's `error.*`).
 */
const SENTENCES: Readonly<Record<string, string>> = {
  access_denied: CANCELLED,
  temporarily_unavailable: BUSY,
  server_error: FAILED,
  login_required: INTERACTION,
  interaction_required: INTERACTION,
  consent_required: INTERACTION,
  account_selection_required: INTERACTION,
  invalid_grant: EXPIRED,
  bad_verification_code: EXPIRED,
  ...Object.fromEntries(
    [
      'invalid_request',
      'invalid_client',
      'unauthorized_client',
      'unsupported_response_type',
      'unsupported_grant_type',
      'invalid_scope',
      'invalid_request_uri',
      'invalid_request_object',
      'request_not_supported',
      'request_uri_not_supported',
      'registration_not_supported',
      'redirect_uri_mismatch',
      'incorrect_client_credentials',
      'application_suspended',
    ].map((code) => [code, MISCONFIGURED]),
  ),
};

/** A code as the provider sent it, shown only when it looks like one (the address bar is anyone's to write). */
const CODE = /^[\w.-]{1,64}$/;

/**
 * Why a provider's sign-in did not complete, in words the person signing in understands. The provider's own
 * code stays beside it as a detail for whoever sets up the site; its `error_description` (English free text of
 * another party) is left out. A cancelled sign-in needs no detail.
 */
export function providerFailure(error: unknown): ProviderFailure {
  if (!(error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError))
    return { message: NOT_COMPLETED };
  const code = error.error;
  const message = Object.hasOwn(SENTENCES, code) ? (SENTENCES[code] ?? UNKNOWN) : UNKNOWN;
  if (message === CANCELLED || !CODE.test(code)) return { message };
  return { message, detail: `The provider's error code: ${code}` };
}
