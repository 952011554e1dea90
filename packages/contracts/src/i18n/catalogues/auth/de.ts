import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'page.title': '{title} · Portfolio',
  'page.back': 'Zurück zur Website',
  'signIn.title': 'Anmelden',
  'signIn.lead': 'Nur die Inhaberin oder der Inhaber dieser Website kann sich anmelden.',
  'signIn.password': 'Passwort',
  'signIn.submit': 'Anmelden',
  'signIn.passkey': 'Mit einem Passkey anmelden',
  'signIn.continueWith': 'Weiter mit {provider}',
  'signIn.or': 'oder',
  'signIn.nothingConfigured': 'Es ist keine Anmeldemethode eingerichtet.',
  'code.heading': 'Code eingeben',
  'code.lead': 'Öffnen Sie Ihre Authenticator-App und geben Sie den 6-stelligen Code für diese Website ein.',
  'code.label': 'Authentifizierungscode',
  'code.verify': 'Bestätigen',
  'code.lost': 'Authenticator verloren? Einen Wiederherstellungscode verwenden',
  'code.recoveryLabel': 'Wiederherstellungscode',
  'code.useRecovery': 'Wiederherstellungscode verwenden',
  'signOut.title': 'Abmelden',
  'signOut.lead': 'Eine andere Website hat Sie hierher geschickt. Von dieser Website abmelden?',
  'error.notSignedIn': 'Sie sind nicht angemeldet.',
  'error.retry': 'Zurück zur Anmeldung',
} satisfies Catalogue<typeof en>;
