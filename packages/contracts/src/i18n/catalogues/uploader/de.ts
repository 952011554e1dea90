import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: 'Dateien hochladen',
  category: 'Kategorie',
  visibility: 'Sichtbarkeit',
  public: 'Öffentlich',
  private: 'Privat',
  privateHint: 'Nur Sie sehen diese Dateien und können sie herunterladen.',
  publicHint: 'Besucher sehen diese Dateien und können sie herunterladen.',
  editTitle: 'Datei bearbeiten',
  name: 'Name',
  visibilityDescription: 'Private Dateien werden nur Ihnen angezeigt und nur von Ihnen heruntergeladen.',
  'complete.title': 'Hochladen erfolgreich',
  'complete.description':
    '{count, plural, one {{count} Datei wurde} other {{count} Dateien wurden}} erfolgreich hochgeladen.',
  'registerFailed.title': 'Fehler',
  'registerFailed.description': '{names} konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  deleteTitle: 'Datei löschen',
  deleteMessage: 'Möchten Sie diese Datei wirklich löschen? Dies kann nicht rückgängig gemacht werden.',
  'deleted.title': 'Datei gelöscht',
  'deleted.description': 'Die Datei wurde erfolgreich gelöscht.',
  'deleteFailed.title': 'Fehler',
  'deleteFailed.description': 'Die Datei konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  'updated.title': 'Datei aktualisiert',
  'updated.description': 'Die Datei wurde erfolgreich aktualisiert.',
  'updateFailed.title': 'Fehler',
  'updateFailed.description': 'Die Datei konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
} satisfies Catalogue<typeof en>;
