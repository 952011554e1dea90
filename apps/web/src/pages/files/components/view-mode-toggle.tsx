import { VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useId, type ComponentType } from 'react';
import type { MessageKey } from '@folio/contracts';
import { useTexts } from '../../../lib/texts';
import classes from './view-mode-toggle.module.css';

export type ViewMode = 'grid' | 'list';

const MODES: {
  value: ViewMode;
  label: MessageKey<'pages'>;
  Icon: ComponentType<{ size: number; stroke: number; 'aria-hidden': boolean }>;
}[] = [
  { value: 'grid', label: 'files.view.grid', Icon: IconLayoutGrid },
  { value: 'list', label: 'files.view.list', Icon: IconList },
];

/**
 * docs/spec.md §2's view toggle: two radios that look like Mantine's SegmentedControl (its colours and sizes, in light and
 * dark). Plain radios rather than that component: it measures its options and moves an indicator in layout effects,
 * a second render inside the hydration's commit, which on a phone was one of /files' longest tasks. Arrow keys
 * move between the options, as in any radio group.
 */
export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const name = useId();
  const t = useTexts('pages');
  return (
    <div role="radiogroup" aria-label={t('files.view.label')} className={classes.root}>
      {MODES.map(({ value: mode, label, Icon }) => (
        <label key={mode} className={classes.option}>
          <input
            type="radio"
            name={name}
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            className={classes.input}
          />
          <Icon size={18} stroke={1.75} aria-hidden />
          <VisuallyHidden component="span">{t(label)}</VisuallyHidden>
        </label>
      ))}
    </div>
  );
}
