import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: '{name} — المقالات',
  'fallback.name': 'ملف الأعمال',
} satisfies Catalogue<typeof en>;
