import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type LabelledSegmentedControlProps = SegmentedControlProps & {
  label: string;
  /** A line under the control. */
  description?: ReactNode;
};

/** A segmented control under a visible label that names it for screen readers (Mantine's control has no label of its own). */
export function LabelledSegmentedControl({ label, description, ...control }: LabelledSegmentedControlProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} {...control} />
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}
