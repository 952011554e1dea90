import { escapeHtml, renderAuthPage } from './auth-page';

/** The second step of signing in: the code from the authenticator app, or one recovery code. */
export function renderSignInCodePage({ error, recovery }: { error: string | null; recovery: boolean }): string {
  const codeInvalid = error && !recovery ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const recoveryInvalid = error && recovery ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  return renderAuthPage({
    title: 'Sign in',
    body: `        <h1>Enter your code</h1>
        <p class="lead">Open your authenticator app and enter the 6-digit code for this site.</p>
        ${error ? `<p class="alert" id="sign-in-error" role="alert">${escapeHtml(error)}</p>` : ''}
        <form method="post" action="/api/login/totp" class="stack">
          <div>
            <label for="code">Authentication code</label>
            <input id="code" name="code" type="text" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required${recovery ? '' : ' autofocus'}${codeInvalid} />
          </div>
          <button type="submit" class="button button-primary">Verify</button>
        </form>
        <details class="more"${recovery ? ' open' : ''}>
          <summary>Lost your authenticator? Use a recovery code</summary>
          <form method="post" action="/api/login/totp" class="stack">
            <div>
              <label for="recoveryCode">Recovery code</label>
              <input id="recoveryCode" name="recoveryCode" type="text" autocomplete="off" spellcheck="false" required${recovery ? ' autofocus' : ''}${recoveryInvalid} />
            </div>
            <button type="submit" class="button">Use recovery code</button>
          </form>
        </details>`,
  });
}
