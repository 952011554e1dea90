import { escapeHtml, renderAuthPage } from './auth-page';
import type { AuthTexts } from './auth-texts';

/** The second step of signing in: the code from the authenticator app, or one recovery code. */
export function renderSignInCodePage({
  error,
  recovery,
  texts,
}: {
  error: string | null;
  recovery: boolean;
  texts: AuthTexts;
}): string {
  const { t } = texts;
  const codeInvalid = error && !recovery ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const recoveryInvalid = error && recovery ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  return renderAuthPage({
    title: t('signIn.title'),
    texts,
    body: `        <h1>${escapeHtml(t('code.heading'))}</h1>
        <p class="lead">${escapeHtml(t('code.lead'))}</p>
        ${error ? `<p class="alert" id="sign-in-error" role="alert">${escapeHtml(texts.word(error))}</p>` : ''}
        <form method="post" action="/api/login/totp" class="stack">
          <div>
            <label for="code">${escapeHtml(t('code.label'))}</label>
            <input id="code" name="code" type="text" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required${recovery ? '' : ' autofocus'}${codeInvalid} />
          </div>
          <button type="submit" class="button button-primary">${escapeHtml(t('code.verify'))}</button>
        </form>
        <details class="more"${recovery ? ' open' : ''}>
          <summary>${escapeHtml(t('code.lost'))}</summary>
          <form method="post" action="/api/login/totp" class="stack">
            <div>
              <label for="recoveryCode">${escapeHtml(t('code.recoveryLabel'))}</label>
              <input id="recoveryCode" name="recoveryCode" type="text" autocomplete="off" spellcheck="false" required${recovery ? ' autofocus' : ''}${recoveryInvalid} />
            </div>
            <button type="submit" class="button">${escapeHtml(t('code.useRecovery'))}</button>
          </form>
        </details>`,
  });
}
