import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: '{name} — Artikel',
  'fallback.name': 'Portfolio',
} satisfies Catalogue<typeof en>;
