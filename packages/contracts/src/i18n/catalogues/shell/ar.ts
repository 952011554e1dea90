import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  skipLink: 'انتقل إلى المحتوى',
  'nav.main': 'الرئيسية',
  'nav.mobile': 'الجوال',
  'page.home': 'الرئيسية',
  'page.writing': 'المقالات',
  'page.projects': 'المشاريع',
  'page.files': 'الملفات',
  'page.credentials': 'المؤهلات',
  'page.contact': 'تواصل',
  'page.admin': 'الإدارة',
  'page.analytics': 'الإحصاءات',
  'page.settings': 'الإعدادات',
  'page.notFound': 'الصفحة غير موجودة',
  'page.loading': 'جارٍ تحميل الصفحة',
  'theme.toLight': 'التبديل إلى المظهر الفاتح',
  'theme.toDark': 'التبديل إلى المظهر الداكن',
  'menu.open': 'فتح القائمة',
  'menu.close': 'إغلاق القائمة',
  'auth.login': 'تسجيل الدخول',
  'auth.logout': 'تسجيل الخروج',
  'owner.signedInAs': 'تم تسجيل الدخول باسم',
} satisfies Catalogue<typeof en>;
