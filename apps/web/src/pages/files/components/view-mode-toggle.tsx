import { Center, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';

export type ViewMode = 'grid' | 'list';

export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <SegmentedControl
      value={value}
      onChange={(mode) => onChange(mode as ViewMode)}
      aria-label="View"
      data={[
        {
          value: 'grid',
          label: (
            <Center>
              <IconLayoutGrid size={18} stroke={1.75} aria-hidden />
              <VisuallyHidden>Grid view</VisuallyHidden>
            </Center>
          ),
        },
        {
          value: 'list',
          label: (
            <Center>
              <IconList size={18} stroke={1.75} aria-hidden />
              <VisuallyHidden>List view</VisuallyHidden>
            </Center>
          ),
        },
      ]}
    />
  );
}
