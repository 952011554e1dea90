import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'fallback.name': 'اسمك',
  'fallback.title': 'محترف ومبدع',
} satisfies Catalogue<typeof en>;
