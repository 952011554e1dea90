import { MonthPickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useSiteTexts, useTexts } from '../../lib/texts';
import { loadDayjsLocale } from './dayjs-locale';

/** A stored month ('YYYY-MM-DD', the first) as the site's language names it: 'May 2024'. */
function formatMonth(date: string, language: string): string {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

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
  const t = useTexts('admin');
  const { language } = useSiteTexts();
  // The picker's month list in the site's language once dayjs has its locale (English until then, a moment).
  const [locale, setLocale] = useState('en');
  useEffect(() => {
    void loadDayjsLocale(language).then(setLocale);
  }, [language]);
  // The picker's arrow buttons carry only icons; screen readers need their names.
  const ariaLabels = {
    previousYear: t('employment.picker.previousYear'),
    nextYear: t('employment.picker.nextYear'),
    previousDecade: t('employment.picker.previousDecade'),
    nextDecade: t('employment.picker.nextDecade'),
    yearLevelControl: t('employment.picker.chooseYear'),
  };
  return (
    <MonthPickerInput
      {...props}
      value={value ? `${value}-01` : null}
      onChange={(date) => onChange(date ? date.slice(0, 7) : '')}
      // The month's name in the site's language (Intl), e.g. "May 2024", "Mai 2024".
      valueFormatter={({ date }) => (typeof date === 'string' ? formatMonth(date, language) : '')}
      ariaLabels={ariaLabels}
      locale={locale}
      // Unlike a text input's placeholder, this one is real text inside a button, so it must meet AA contrast.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
