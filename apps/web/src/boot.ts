// The page's styles, linked from index.html so they apply at the first paint.
import './app/mantine-styles';
import './app/global.css';

/** What can be clicked that does nothing until the app runs: links, by contrast, work as plain links. */
const CONTROLS =
  'button, label, [role="tab"], [role="radio"], [role="switch"], [role="checkbox"], input[type="radio"], input[type="checkbox"]';

/**
 * Clicks on a server-rendered page's controls (the theme toggle, the menu, tabs) before the app has taken the page
 * over would be lost: they are held, and replayed in order once it has (app.tsx marks <html data-interactive>).
 * Holding them also keeps the page's markup as the server rendered it until it hydrates.
 */
function replayEarlyClicks(root: HTMLElement): void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
  };
  document.addEventListener('click', hold, true);
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.hasAttribute('data-interactive')) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    // After the app's first effects have settled (the saved theme read, say). Hydration keeps the server's
    // elements, so the held ones are the app's own now.
    setTimeout(() => {
      for (const control of held) if (control.isConnected) control.click();
    }, 0);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-interactive'] });
}

/**
 * The entry index.html loads. A server-rendered page is readable as it arrives: the app's code is fetched and
 * hydrates it after the first paint, rather than competing with the page's stylesheet and pictures for a phone's
 * bandwidth before it. Until then its links work as plain links, clicks on its controls wait (above), and what
 * a visitor types stays in the fields. An owner-only page arrives as an empty shell, so its code starts at once,
 * as does a page opened in a background tab, which paints nothing.
 */
const start = () => void import('./entry-client');
const root = document.getElementById('root');
if (root && document.getElementById('folio-state') && !document.hidden) {
  replayEarlyClicks(root);
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
