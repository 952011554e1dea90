import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'fallback.name': 'Ihr Name',
  'fallback.title': 'Professionell & kreativ',
} satisfies Catalogue<typeof en>;
