import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: 'رفع الملفات',
  category: 'الفئة',
  visibility: 'الظهور',
  public: 'عام',
  private: 'خاص',
  privateHint: 'لن يرى هذه الملفات وينزّلها أحد سواك.',
  publicHint: 'يمكن للزوار رؤية هذه الملفات وتنزيلها.',
  editTitle: 'تعديل الملف',
  name: 'الاسم',
  visibilityDescription: 'الملفات الخاصة تُعرض لك وحدك ولا ينزّلها سواك.',
  'complete.title': 'تم الرفع بنجاح',
  'complete.description':
    '{count, plural, zero {لم يُرفع أي ملف} one {تم رفع ملف واحد بنجاح} two {تم رفع ملفين بنجاح} few {تم رفع {count} ملفات بنجاح} many {تم رفع {count} ملفًا بنجاح} other {تم رفع {count} ملف بنجاح}}.',
  'registerFailed.title': 'خطأ',
  'registerFailed.description': 'تعذّر حفظ {names}. يُرجى المحاولة مرة أخرى.',
  deleteTitle: 'حذف الملف',
  deleteMessage: 'هل تريد حذف هذا الملف؟ لا يمكن التراجع عن هذا الإجراء.',
  'deleted.title': 'تم حذف الملف',
  'deleted.description': 'تم حذف الملف بنجاح.',
  'deleteFailed.title': 'خطأ',
  'deleteFailed.description': 'تعذّر حذف الملف. يُرجى المحاولة مرة أخرى.',
  'updated.title': 'تم تحديث الملف',
  'updated.description': 'تم تحديث الملف بنجاح.',
  'updateFailed.title': 'خطأ',
  'updateFailed.description': 'تعذّر تحديث الملف. يُرجى المحاولة مرة أخرى.',
} satisfies Catalogue<typeof en>;
