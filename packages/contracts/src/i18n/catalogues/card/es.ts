import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'fallback.name': 'Tu nombre',
  'fallback.title': 'Profesional y creativo',
} satisfies Catalogue<typeof en>;
