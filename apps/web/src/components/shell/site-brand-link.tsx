import { monogramOf } from '@folio/contracts';
import type { SiteBrand } from '../../lib/site-brand';
import { AppLink } from '../app-link';
import classes from './nav-bar.module.css';

/**
 * The header's brand, linking to Home: the site's name (SPEC's 'Portfolio' until the owner names it) beside the
 * owner's logo, or the name's initials on the accent.
 */
export function SiteBrandLink({ brand: { name, logoUrl } }: { brand: SiteBrand }) {
  return (
    <AppLink to="/" className={classes.brand}>
      {logoUrl ? (
        <img className={classes.brandLogo} src={logoUrl} alt="" width={28} height={28} />
      ) : (
        <span className={classes.brandMark} aria-hidden>
          {monogramOf(name)}
        </span>
      )}
      <span className={classes.brandName}>{name}</span>
    </AppLink>
  );
}
