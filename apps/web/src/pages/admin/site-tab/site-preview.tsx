import { monogramOf } from '@folio/contracts';
import { Stack, Text } from '@mantine/core';
import classes from './site-preview.module.css';
import { useTexts } from '../../../lib/texts';

/** Mantine's body in each scheme, and the shades it uses there (lib/brand-palette.ts in the API says why). */
const SCHEMES = [
  { key: 'light', label: 'site.previewLight', background: '#ffffff', text: '#000000', linkShade: 6 },
  { key: 'dark', label: 'site.previewDark', background: '#242424', text: '#e9ecef', linkShade: 4 },
] as const;
const FILLED_SHADE = 6;

type SitePreviewProps = { name: string; palette: readonly string[]; logoUrl: string | null };

/**
 * The header, a button and a link as visitors will see them, in light and dark side by side: drawn from the
 * palette the server made (not the site's current theme), so it follows the form before anything is saved.
 */
export function SitePreview({ name, palette, logoUrl }: SitePreviewProps) {
  const t = useTexts('admin');
  const filled = palette[FILLED_SHADE] ?? '';
  return (
    <Stack gap="xs" data-testid="site-preview">
      <Text size="sm" fw={500}>
        {t('site.preview')}
      </Text>
      {SCHEMES.map((scheme) => (
        <div
          key={scheme.key}
          className={classes.frame}
          style={{ background: scheme.background, color: scheme.text }}
          data-scheme={scheme.key}
        >
          <div className={classes.header}>
            {logoUrl ? (
              <img className={classes.logo} src={logoUrl} alt="" width={24} height={24} />
            ) : (
              <span className={classes.mark} style={{ background: filled }} aria-hidden>
                {monogramOf(name)}
              </span>
            )}
            <span className={classes.name}>{name}</span>
            <span className={classes.scheme}>{t(scheme.label)}</span>
          </div>
          <div className={classes.body}>
            <span className={classes.button} style={{ background: filled }}>
              {t('site.previewButton')}
            </span>
            <span className={classes.link} style={{ color: palette[scheme.linkShade] }}>
              {t('site.previewText')}
            </span>
          </div>
        </div>
      ))}
    </Stack>
  );
}
