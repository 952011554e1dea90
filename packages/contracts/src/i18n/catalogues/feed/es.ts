import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: '{name} — Artículos',
  'fallback.name': 'Portafolio',
} satisfies Catalogue<typeof en>;
