import { renderAuthPage } from './auth-page';

/**
 * Asked when /api/logout is reached from another site (a link or an image elsewhere): signing out is then a
 * button the owner presses here, which posts from this site.
 */
export function renderSignOutPage(): string {
  return renderAuthPage({
    title: 'Sign out',
    body: `        <h1>Sign out</h1>
        <p class="lead">Another site sent you here. Sign out of this site?</p>
        <form method="post" action="/api/logout">
          <button type="submit" class="button button-primary">Sign out</button>
        </form>`,
  });
}
