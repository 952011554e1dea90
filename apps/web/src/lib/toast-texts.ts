import type { MessageValues, ToastText } from '@folio/contracts';

/**
 * A toast's words from a catalogue, where every toast is a pair of keys `<base>.title` and `<base>.description`:
 * `toastTexts(t, 'profile.saved')`.
 */
export function toastTexts<Base extends string>(
  t: NoInfer<(key: `${Base}.title` | `${Base}.description`, values?: MessageValues) => string>,
  base: Base,
  values?: MessageValues,
): ToastText {
  return { title: t(`${base}.title`, values), description: t(`${base}.description`, values) };
}
