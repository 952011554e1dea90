import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'fallback.name': 'Votre nom',
  'fallback.title': 'Professionnel & créatif',
} satisfies Catalogue<typeof en>;
