import { Badge } from '@mantine/core';
import { useSiteTexts, useTexts } from '../../lib/texts';

/** How a figure moved against the period before: '+12%', '−5%', 'new' (from nothing), or '0%'. */
export function changeOf(current: number, previous: number, newLabel: string): { label: string; color: string } {
  if (previous === 0) return current === 0 ? { label: '0%', color: 'gray' } : { label: newLabel, color: 'teal' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { label: '0%', color: 'gray' };
  return percent > 0
    ? { label: `+${String(percent)}%`, color: 'teal' }
    : { label: `−${String(-percent)}%`, color: 'red' };
}

/** The change of a figure against the previous period, with the previous value for screen readers and on hover. */
export function ChangeBadge({ current, previous }: { current: number; previous: number | undefined }) {
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  if (previous === undefined) return null;
  const { label, color } = changeOf(current, previous, t('change.new'));
  const title = t('change.title', { change: label, previous: previous.toLocaleString(language) });
  return (
    // Filled, in a dark shade: white text on it reads well in both themes.
    <Badge
      variant="filled"
      color={color === 'gray' ? 'gray.7' : `${color}.9`}
      size="sm"
      title={title}
      aria-label={title}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
