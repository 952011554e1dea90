import { VisuallyHidden } from '@mantine/core';
import { useTexts } from '../../../lib/texts';

type HoneypotFieldProps = { value: string; onChange: (value: string) => void };

/**
 * A field people never see or reach (hidden, out of the tab order, ignored by assistive technology and
 * autofill) but that form-filling bots complete; the server silently drops messages that carry it.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const t = useTexts('pages');
  return (
    <VisuallyHidden aria-hidden="true">
      <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </VisuallyHidden>
  );
}
