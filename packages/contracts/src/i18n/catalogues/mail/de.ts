import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'contact.subject': 'Neue Nachricht von {name}',
  'contact.subjectWithTopic': 'Neue Nachricht von {name}: {subject}',
  'contact.intro': '{sender} hat über das Kontaktformular von {site} geschrieben:',
  'contact.subjectLine': 'Betreff: {subject}',
  'contact.footer': 'Antworten Sie auf diese E-Mail, um {name} zu antworten. Alle Nachrichten: {url}',

  'report.subject': 'Ihre Woche auf {site}: {period}',
  'report.heading': 'Wochenbericht für {site}',
  'report.period': '{period}, verglichen mit {previous} (UTC-Tage; Ihre eigenen Aufrufe nicht mitgezählt).',
  'report.views': 'Seitenaufrufe',
  'report.visitors': 'Eindeutige Besucher',
  'report.downloads': 'Downloads',
  'report.messages': 'Nachrichten',
  'report.topPages': 'Meistbesuchte Seiten',
  'report.referrers': 'Top-Verweise',
  'report.countries': 'Länder',
  'report.downloadsList': 'Am häufigsten heruntergeladen',
  'report.none': 'Keine in dieser Woche',
  'report.new': 'neu',
  'report.change': '(Vorwoche: {previous})',
  'report.viewsCount': '{views} Aufrufe',
  'report.visitorsCount': '{visitors} Besucher',
  'report.footer':
    'Alle Zahlen: {analyticsUrl}. Diese E-Mail können Sie unter Einstellungen → Wochenbericht abschalten: {settingsUrl}.',

  'account.newDevice.subject': 'Neue Anmeldung auf Ihrer Website von einem neuen Browser',
  'account.newDevice.what':
    'Jemand hat sich als Inhaber von {site} von einem dort bisher unbekannten Browser angemeldet.',
  'account.passwordChanged.subject': 'Das Passwort Ihrer Website wurde geändert',
  'account.passwordChanged.what':
    'Das Inhaber-Passwort von {site} wurde geändert. Alle anderen Sitzungen wurden abgemeldet.',
  'account.totpDisabled.subject': 'Die Authenticator-Codes Ihrer Website wurden ausgeschaltet',
  'account.totpDisabled.what':
    'Die Authenticator-Codes für {site} wurden ausgeschaltet: Die Anmeldung fragt keinen Code mehr ab.',
  'account.when': 'Wann:     {when}',
  'account.browser': 'Browser:  {browser} auf {device}',
  'account.network': 'Netzwerk: {network}',
  'account.unknown': 'unbekannt',
  'account.ifYou': 'Wenn Sie das waren, ist nichts zu tun.',
  'account.ifNot':
    'Wenn nicht, melden Sie sich unter {signInUrl} an, öffnen Sie Einstellungen → Sicherheit ({settingsUrl}), beenden Sie diese\nSitzung unter „Wo Sie angemeldet sind“ (oder „Überall sonst abmelden“) und ändern Sie dann Ihr Passwort.',
} satisfies Catalogue<typeof en>;
