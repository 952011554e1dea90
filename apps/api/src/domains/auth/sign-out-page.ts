import { escapeHtml, renderAuthPage } from './auth-page';
import type { AuthTexts } from './auth-texts';

/**
 * Asked when /api/logout is reached from another site (a link or an image elsewhere): signing out is then a
 * button the owner presses here, which posts from this site.
 */
export function renderSignOutPage(texts: AuthTexts): string {
  const { t } = texts;
  return renderAuthPage({
    title: t('signOut.title'),
    texts,
    body: `        <h1>${escapeHtml(t('signOut.title'))}</h1>
        <p class="lead">${escapeHtml(t('signOut.lead'))}</p>
        <form method="post" action="/api/logout">
          <button type="submit" class="button button-primary">${escapeHtml(t('signOut.title'))}</button>
        </form>`,
  });
}
