import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'contactSent.title': 'Nachricht gesendet!',
  'contactSent.description': 'Danke für Ihre Nachricht. Ich melde mich bald bei Ihnen.',
  'contactFailed.title': 'Fehler',
  'contactFailed.description': 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'authRequired.title': 'Anmeldung erforderlich',
  'authRequiredAdmin.description': 'Bitte melden Sie sich an, um die Verwaltung zu öffnen.',
  'authRequiredCredentials.description': 'Bitte melden Sie sich an, um die Nachweise zu sehen.',
} satisfies Catalogue<typeof en>;
