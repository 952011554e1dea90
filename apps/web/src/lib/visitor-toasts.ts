import type { ToastText, Translate } from '@folio/contracts';

/** The toasts a visitor may see (docs/spec.md §8), by their names in packages/contracts' `toasts`. */
export type VisitorToastName = 'contactSent' | 'contactFailed' | 'authRequiredAdmin' | 'authRequiredCredentials';

/** A visitor's toast in the site's language (the toasts catalogue): `visitorToast(useTexts('toasts'), 'contactSent')`. */
export function visitorToast(t: Translate<'toasts'>, name: VisitorToastName): ToastText {
  switch (name) {
    case 'contactSent':
    case 'contactFailed':
      return { title: t(`${name}.title`), description: t(`${name}.description`) };
    case 'authRequiredAdmin':
    case 'authRequiredCredentials':
      return { title: t('authRequired.title'), description: t(`${name}.description`) };
  }
}
