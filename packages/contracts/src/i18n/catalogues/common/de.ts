import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'language.label': 'Sprache',
  'language.hint': 'Die Sprache aller Texte, die Besucher und Sie sehen; Ihre eigenen Texte bleiben, wie Sie sie geschrieben haben',
} satisfies Catalogue<typeof en>;
