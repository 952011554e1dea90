import { Badge } from '@mantine/core';

/** How a figure moved against the period before: '+12%', '−5%', 'new' (from nothing), or '0%'. */
export function changeOf(current: number, previous: number): { label: string; color: string } {
  if (previous === 0) return current === 0 ? { label: '0%', color: 'gray' } : { label: 'new', color: 'teal' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { label: '0%', color: 'gray' };
  return percent > 0 ? { label: `+${String(percent)}%`, color: 'teal' } : { label: `−${String(-percent)}%`, color: 'red' };
}

/** The change of a figure against the previous period, with the previous value for screen readers and on hover. */
export function ChangeBadge({ current, previous }: { current: number; previous: number | undefined }) {
  if (previous === undefined) return null;
  const { label, color } = changeOf(current, previous);
  const title = `${label} vs the previous period (${previous.toLocaleString()})`;
  return (
    // Filled, in a dark shade: white text on it reads well in both themes.
    <Badge variant="filled" color={color === 'gray' ? 'gray.7' : `${color}.9`} size="sm" title={title} aria-label={title} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
