// The page's styles, linked from index.html so they apply at the first paint.
import './app/mantine-styles';
import './app/global.css';

/**
 * The entry index.html loads. A server-rendered page is readable as it arrives: the app's code is fetched and
 * hydrates it after the first paint, rather than competing with the page's stylesheet and pictures for a phone's
 * bandwidth before it. Until then its links work as plain links. An owner-only page arrives as an empty shell,
 * so its code starts at once, as does a page opened in a background tab, which paints nothing.
 */
const start = () => void import('./entry-client');
if (document.getElementById('folio-state') && !document.hidden) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
