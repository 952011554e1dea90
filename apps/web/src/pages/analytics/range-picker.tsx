import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { RANGE_PRESETS, type DayRange, type RangePreset } from './date-range';
import { useTexts } from '../../lib/texts';

type RangePickerProps = {
  preset: RangePreset;
  custom: DayRange;
  onPresetChange: (preset: RangePreset) => void;
  onCustomChange: (range: DayRange) => void;
};

/** 7 days, 30 days, this month, last month, 12 months, or two days of the owner's choosing (UTC). */
export function RangePicker({ preset, custom, onPresetChange, onCustomChange }: RangePickerProps) {
  const t = useTexts('analytics');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('period')}
        value={preset}
        onChange={(value) => onPresetChange(value as RangePreset)}
        data={RANGE_PRESETS.map(({ value, label }) => ({ value, label: t(label) }))}
        size="sm"
      />
      {preset === 'custom' && (
        <Group gap="xs" wrap="nowrap">
          <TextInput
            type="date"
            label={t('from')}
            size="sm"
            value={custom.from}
            max={custom.to}
            onChange={(event) => {
              const from = event.currentTarget.value;
              if (from) onCustomChange({ from, to: custom.to < from ? from : custom.to });
            }}
          />
          <TextInput
            type="date"
            label={t('to')}
            size="sm"
            value={custom.to}
            min={custom.from}
            onChange={(event) => {
              const to = event.currentTarget.value;
              if (to) onCustomChange({ from: custom.from > to ? to : custom.from, to });
            }}
          />
        </Group>
      )}
    </Group>
  );
}
