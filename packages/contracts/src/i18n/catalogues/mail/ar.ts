import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'contact.subject': 'رسالة جديدة من {name}',
  'contact.subjectWithTopic': 'رسالة جديدة من {name}: {subject}',
  'contact.intro': 'كتب {sender} عبر نموذج التواصل في {site}:',
  'contact.subjectLine': 'الموضوع: {subject}',
  'contact.footer': 'ردّ على هذه الرسالة لتجيب {name}. جميع الرسائل: {url}',

  'report.subject': 'أسبوعك على {site}: {period}',
  'report.heading': 'التقرير الأسبوعي لـ{site}',
  'report.period': '{period}، مقارنةً بـ{previous} (أيام بالتوقيت العالمي؛ دون احتساب زياراتك).',
  'report.views': 'مشاهدات الصفحات',
  'report.visitors': 'الزوار الفريدون',
  'report.downloads': 'التنزيلات',
  'report.messages': 'الرسائل',
  'report.topPages': 'أكثر الصفحات زيارة',
  'report.referrers': 'أهم المواقع المُحيلة',
  'report.countries': 'الدول',
  'report.downloadsList': 'الأكثر تنزيلًا',
  'report.none': 'لا شيء هذا الأسبوع',
  'report.new': 'جديد',
  'report.change': '(الأسبوع السابق: {previous})',
  'report.viewsCount': '{views} مشاهدة',
  'report.visitorsCount': '{visitors} زائر',
  'report.footer': 'جميع الأرقام: {analyticsUrl}. أوقف هذه الرسالة من الإعدادات ← التقرير الأسبوعي: {settingsUrl}.',

  'account.newDevice.subject': 'تسجيل دخول جديد إلى موقعك من متصفح جديد',
  'account.newDevice.what': 'سجّل شخص الدخول بصفته مالك {site} من متصفح لم يُستخدم هناك من قبل.',
  'account.passwordChanged.subject': 'تم تغيير كلمة مرور موقعك',
  'account.passwordChanged.what': 'تم تغيير كلمة مرور مالك {site}. وسُجّل الخروج من جميع الجلسات الأخرى.',
  'account.totpDisabled.subject': 'تم إيقاف رموز المصادقة لموقعك',
  'account.totpDisabled.what': 'تم إيقاف رموز المصادقة لـ{site}: لم يعد تسجيل الدخول يطلب رمزًا.',
  'account.when': 'الوقت: {when}',
  'account.browser': 'المتصفح: {browser} على {device}',
  'account.network': 'الشبكة: {network}',
  'account.unknown': 'غير معروفة',
  'account.ifYou': 'إذا كنت أنت، فلا حاجة لفعل أي شيء.',
  'account.ifNot':
    'وإن لم تكن أنت، فسجّل الدخول في {signInUrl}، وافتح الإعدادات ← الأمان ({settingsUrl})، وأنهِ تلك\nالجلسة من «أين سجّلت دخولك» (أو «تسجيل الخروج من كل مكان آخر»)، ثم غيّر كلمة مرورك.',
} satisfies Catalogue<typeof en>;
