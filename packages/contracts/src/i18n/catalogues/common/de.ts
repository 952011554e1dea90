import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'language.label': 'Sprache',
  'language.hint':
    'Die Sprache aller Texte, die Besucher und Sie sehen; Ihre eigenen Texte bleiben, wie Sie sie geschrieben haben',
  'error.unreachable': 'Der Server war nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
} satisfies Catalogue<typeof en>;
