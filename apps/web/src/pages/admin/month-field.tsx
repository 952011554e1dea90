import { MonthPickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import type { ReactNode } from 'react';

/** The picker's arrow buttons carry only icons; screen readers need their names. */
const PICKER_ARIA_LABELS = {
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  yearLevelControl: 'Choose a year',
};

type MonthFieldProps = {
  label: string;
  /** A month as the API stores it: 'YYYY-MM', or '' for none. */
  value?: string;
  onChange: (month: string) => void;
  error?: ReactNode;
  placeholder?: string;
  clearable?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
};

/**
 * A month picker speaking 'YYYY-MM' (docs/spec.md §3: dates are "text in month form"). Mantine's picker works in
 * full dates ('YYYY-MM-DD', the first of the month), so the value is converted both ways here.
 */
export function MonthField({ value, onChange, ...props }: MonthFieldProps) {
  return (
    <MonthPickerInput
      {...props}
      value={value ? `${value}-01` : null}
      onChange={(date) => onChange(date ? date.slice(0, 7) : '')}
      valueFormat="MMMM YYYY"
      ariaLabels={PICKER_ARIA_LABELS}
      // Unlike a text input's placeholder, this one is real text inside a button, so it must meet AA contrast.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
