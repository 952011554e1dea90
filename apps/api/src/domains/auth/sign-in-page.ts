import type { AuthTexts } from './auth-texts';
import { escapeHtml, renderAuthPage } from './auth-page';
import type { ProviderId } from './oauth-provider';

/** A sign-in button for a configured OAuth/OIDC provider. */
export type ProviderButton = { id: ProviderId; label: string };

export type SignInPageOptions = {
  texts: AuthTexts;
  returnTo: string;
  passwordEnabled: boolean;
  providers?: readonly ProviderButton[];
  /** Whether the owner has registered a passkey: the page then offers it (the button shows once its script runs). */
  passkeys?: boolean;
  error: string | null;
};

// Icons are inline SVG (markup, not script), so the page needs no extra request and no CSP exception.
const GITHUB_ICON =
  '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z"/></svg>';
const KEY_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="7.5" cy="15.5" r="4.5"/><path d="M10.7 12.3 21 2M16 7l3 3M19 4l2 2"/></svg>';

function providerLink({ id, label }: ProviderButton, returnTo: string, t: AuthTexts['t']): string {
  const query = returnTo === '/' ? '' : `?${new URLSearchParams({ returnTo }).toString()}`;
  const icon = id === 'github' ? GITHUB_ICON : KEY_ICON;
  return `<a class="button" href="/api/login/${id}${escapeHtml(query)}">${icon}<span>${escapeHtml(t('signIn.continueWith', { provider: label }))}</span></a>`;
}

function passwordForm(returnTo: string, error: string | null, t: AuthTexts['t']): string {
  // The error is tied to the field so screen readers announce it with the input, not only as an alert.
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  return `<form method="post" action="/api/login/password" class="stack">
          <input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}" />
          <div>
            <label for="password">${escapeHtml(t('signIn.password'))}</label>
            <input id="password" name="password" type="password" autocomplete="current-password" required autofocus${invalid} />
          </div>
          <button type="submit" class="button button-primary">${escapeHtml(t('signIn.submit'))}</button>
        </form>`;
}

/** The small server-rendered sign-in page of docs/architecture.md §3: works without JavaScript. */
function passkeyButton(returnTo: string, t: AuthTexts['t']): string {
  return `<div class="stack">
          <button type="button" id="passkey-sign-in" class="button" data-return-to="${escapeHtml(returnTo)}" data-refused="${escapeHtml(t('passkey.refused'))}" data-cancelled="${escapeHtml(t('passkey.cancelled'))}" hidden>${KEY_ICON}<span>${escapeHtml(t('signIn.passkey'))}</span></button>
          <p id="passkey-status" class="lead" role="status" aria-live="polite"></p>
          <script src="/api/login/passkey.js" defer></script>
        </div>`;
}

export function renderSignInPage({
  returnTo,
  passwordEnabled,
  providers = [],
  passkeys = false,
  error,
  texts,
}: SignInPageOptions): string {
  const { t } = texts;
  const providerLinks = providers.length
    ? `<div class="stack">
          ${providers.map((provider) => providerLink(provider, returnTo, t)).join('\n          ')}
        </div>`
    : '';
  const divider =
    (providerLinks || passkeys) && passwordEnabled
      ? `<div class="divider" aria-hidden="true">${escapeHtml(t('signIn.or'))}</div>`
      : '';
  const nothingConfigured =
    !providerLinks && !passwordEnabled ? `<p class="lead">${escapeHtml(t('signIn.nothingConfigured'))}</p>` : '';
  return renderAuthPage({
    title: t('signIn.title'),
    texts,
    body: `        <h1>${escapeHtml(t('signIn.title'))}</h1>
        <p class="lead">${escapeHtml(t('signIn.lead'))}</p>
        ${error ? `<p class="alert" id="sign-in-error" role="alert">${escapeHtml(texts.word(error))}</p>` : ''}
        ${nothingConfigured}
        ${passkeys ? passkeyButton(returnTo, t) : ''}
        ${providerLinks}
        ${divider}
        ${passwordEnabled ? passwordForm(returnTo, error, t) : ''}`,
  });
}
