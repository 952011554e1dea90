import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'language.label': 'اللغة',
  'language.hint': 'لغة كل النصوص التي يراها زوارك وتراها أنت؛ تبقى نصوصك كما كتبتها',
  'error.unreachable': 'تعذّر الاتصال بالخادم. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
} satisfies Catalogue<typeof en>;
