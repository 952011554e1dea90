import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  skipLink: 'Zum Inhalt springen',
  'nav.main': 'Hauptmenü',
  'nav.mobile': 'Mobil',
  'page.home': 'Startseite',
  'page.writing': 'Artikel',
  'page.projects': 'Projekte',
  'page.files': 'Dateien',
  'page.credentials': 'Nachweise',
  'page.contact': 'Kontakt',
  'page.admin': 'Verwaltung',
  'page.analytics': 'Statistik',
  'page.settings': 'Einstellungen',
  'page.notFound': 'Seite nicht gefunden',
  'page.loading': 'Seite wird geladen',
  'theme.toLight': 'Zum hellen Design wechseln',
  'theme.toDark': 'Zum dunklen Design wechseln',
  'menu.open': 'Menü öffnen',
  'menu.close': 'Menü schließen',
  'auth.login': 'Anmelden',
  'auth.logout': 'Abmelden',
  'owner.signedInAs': 'Angemeldet als',
} satisfies Catalogue<typeof en>;
