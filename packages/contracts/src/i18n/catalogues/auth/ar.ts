import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'page.title': '{title} · ملف الأعمال',
  'page.back': 'العودة إلى الموقع',
  'signIn.title': 'تسجيل الدخول',
  'signIn.lead': 'لا يمكن تسجيل الدخول إلا لمالك هذا الموقع.',
  'signIn.password': 'كلمة المرور',
  'signIn.submit': 'تسجيل الدخول',
  'signIn.passkey': 'تسجيل الدخول بمفتاح مرور',
  'signIn.continueWith': 'المتابعة باستخدام {provider}',
  'signIn.or': 'أو',
  'signIn.nothingConfigured': 'لم تُضبط أي طريقة لتسجيل الدخول.',
  'code.heading': 'أدخل الرمز',
  'code.lead': 'افتح تطبيق المصادقة وأدخل الرمز المكوّن من 6 أرقام لهذا الموقع.',
  'code.label': 'رمز المصادقة',
  'code.verify': 'تحقق',
  'code.lost': 'فقدت تطبيق المصادقة؟ استخدم رمز استرداد',
  'code.recoveryLabel': 'رمز الاسترداد',
  'code.useRecovery': 'استخدام رمز الاسترداد',
  'signOut.title': 'تسجيل الخروج',
  'signOut.lead': 'أرسلك موقع آخر إلى هنا. هل تريد تسجيل الخروج من هذا الموقع؟',
  'error.notSignedIn': 'أنت لم تسجّل الدخول.',
  'error.retry': 'العودة إلى تسجيل الدخول',
} satisfies Catalogue<typeof en>;
