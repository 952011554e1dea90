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
  'passkey.refused': 'Der Passkey wurde nicht akzeptiert.',
  'passkey.cancelled': 'Die Anmeldung mit Passkey wurde abgebrochen oder ist hier nicht verfügbar.',
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
  'error.unavailable.title': 'Anmeldung nicht verfügbar',
  'error.unavailable': '{provider} ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'error.expired.title': 'Anmeldung abgelaufen',
  'error.expired': 'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet. Bitte beginnen Sie erneut.',
  'error.failed.title': 'Anmeldung fehlgeschlagen',
  'error.cancelled': 'Die Anmeldung wurde beim Anbieter abgebrochen.',
  'error.provider.busy': 'Der Anbieter ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
  'error.provider.failed':
    'Beim Anbieter ist ein Fehler aufgetreten, daher konnte die Anmeldung nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  'error.provider.interaction':
    'Der Anbieter verlangt, dass Sie sich dort zuerst anmelden oder Ihre Zustimmung geben. Bitte versuchen Sie es erneut und folgen Sie den Schritten dort.',
  'error.provider.misconfigured':
    'Der Anbieter hat die Anmeldeanfrage dieser Website abgelehnt: Die Einstellungen der Website dort (Client-ID, Secret oder Weiterleitungs-URL) sind möglicherweise falsch.',
  'error.provider.unknown': 'Der Anbieter hat die Anmeldung nicht abgeschlossen. Bitte versuchen Sie es erneut.',
  'error.provider.code': 'Fehlercode des Anbieters: {code}',
  'error.failed': 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  'error.refused.title': 'Anmeldung abgelehnt',
  'error.githubNotOwner':
    'Das GitHub-Konto {login} darf sich bei dieser Website nicht anmelden. Nur der Inhaber kann sich anmelden.',
  'error.noEmail':
    'Ihr Konto hat keine E-Mail-Adresse übermittelt, daher kann Folio nicht feststellen, ob es dem Inhaber gehört.',
  'error.emailUnverified':
    'Die E-Mail-Adresse {email} ist von Ihrem Anbieter nicht bestätigt und kann daher nicht zur Anmeldung verwendet werden.',
  'error.notOwner':
    'Das Konto {email} darf sich bei dieser Website nicht anmelden. Nur der Inhaber kann sich anmelden.',
} satisfies Catalogue<typeof en>;
