import type { MouseEvent } from 'react';
import { useTexts } from '../../lib/texts';
import classes from './skip-link.module.css';

/**
 * "Skip to content": the first stop of the Tab key on every page, shown only while focused, moving focus past
 * the header to the page's <main> (issue 21 point 4). A plain link to `#<mainId>` until the app runs; then the
 * focus moves without a new history entry for the router and the unsaved-changes guard to hear.
 */
export function SkipLink({ mainId }: { mainId: string }) {
  const t = useTexts('shell');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${mainId}`} className={classes.skipLink} onClick={skip}>
      {t('skipLink')}
    </a>
  );
}
