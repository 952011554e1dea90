import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  loading: 'جارٍ تحميل الإحصاءات',
  title: 'الإحصاءات',
  subtitle: 'تابع نشاط الزوار وتفاعلهم',
  includeOwner: 'تضمين زياراتي',
  range: '{range} (أيام بالتوقيت العالمي)',
  rangeCompared: '{range}، مقارنةً بـ{previous} (أيام بالتوقيت العالمي)',
  'loadFailed.title': 'تعذّر تحميل الإحصاءات',
  'loadFailed.description': 'أعد تحميل الصفحة للمحاولة مرة أخرى.',
  'change.new': 'جديد',
  'change.title': '{change} مقارنةً بالفترة السابقة ({previous})',
  home: 'الرئيسية',
  empty: '—',

  period: 'الفترة',
  'preset.7d': '7 أيام',
  'preset.30d': '30 يومًا',
  'preset.thisMonth': 'هذا الشهر',
  'preset.lastMonth': 'الشهر الماضي',
  'preset.12m': '12 شهرًا',
  'preset.custom': 'مخصّصة',
  from: 'من',
  to: 'إلى',

  'csv.button': 'تنزيل CSV',
  'csv.heading': 'مشاهدات الصفحات بصيغة CSV',
  'csv.shownPeriod': 'الفترة المعروضة',
  'csv.last30Days': 'آخر 30 يومًا',
  'csv.last12Months': 'آخر 12 شهرًا',
  'csv.everything': 'الكل',

  'stats.totalViews': 'إجمالي المشاهدات',
  'stats.totalViewsDescription': 'مشاهدات الصفحات في الفترة',
  'stats.uniqueVisitors': 'الزوار الفريدون',
  'stats.uniqueVisitorsDescription': 'أشخاص مختلفون زاروا الموقع',
  'stats.uniqueVisitorsHint': 'يُحتسب كل زائر مرة واحدة في اليوم؛ وتُجمع الأيام.',
  'stats.popularPage': 'الصفحة الأكثر زيارة',
  'stats.none': 'غير متاح',
  'stats.views':
    '{n, plural, zero {{count} مشاهدة} one {مشاهدة واحدة} two {مشاهدتان} few {{count} مشاهدات} many {{count} مشاهدة} other {{count} مشاهدة}}',

  'pageViews.title': 'مشاهدات الصفحات حسب الرابط',
  'pageViews.empty': 'لا توجد مشاهدات بعد',
  'pageViews.bar':
    '{page}: {n, plural, zero {{count} مشاهدة} one {مشاهدة واحدة} two {مشاهدتان} few {{count} مشاهدات} many {{count} مشاهدة} other {{count} مشاهدة}}',

  'recent.title': 'النشاط الأخير',
  'recent.empty': 'لا يوجد نشاط بعد',
  'recent.authenticated': 'مسجّل الدخول',
  'recent.anonymous': 'مجهول',

  'realtime.title': 'الآن',
  'realtime.description': 'الزوار في آخر {minutes} دقائق، يُحدَّث كل 30 ثانية',
  'realtime.visitorsNow':
    '{count, plural, zero {زائر الآن} one {زائر الآن} two {زائران الآن} few {زوار الآن} many {زائرًا الآن} other {زائر الآن}}',

  'trend.title': 'المشاهدات يوميًا',
  'trend.description': '{range} (بالتوقيت العالمي)',
  'trend.label': 'مشاهدات الصفحات والزوار يوميًا، {range}',
  'trend.empty': 'لا مشاهدات في هذه الفترة',
  'trend.views': 'المشاهدات',
  'trend.visitors': 'الزوار',

  'referrers.title': 'أهم المواقع المُحيلة',
  'referrers.description': 'مواقع أخرى أرسلت زوارًا إلى هنا',
  'referrers.empty': 'لا زيارات من مواقع أخرى بعد',

  'sources.title': 'المصادر',
  'sources.description': 'الحملات التي جاء منها الزوار (وسوم UTM)',
  'sources.empty': 'لا زيارات موسومة بعد',
  'sources.source': 'المصدر',
  'sources.medium': 'الوسيط',
  'sources.campaign': 'الحملة',
  'sources.visitors': 'الزوار',

  'goals.outbound': 'الروابط الخارجية',
  'goals.outboundDescription': 'روابط إلى مواقع أخرى تبعها الزوار',
  'goals.outboundEmpty': 'لا نقرات خارجية بعد',
  'goals.downloads': 'التنزيلات',
  'goals.downloadsDescription': 'الملفات والسيرة الذاتية التي نُزّلت',
  'goals.downloadsEmpty': 'لا تنزيلات بعد',
  'goals.messages': 'الرسائل',
  'goals.messagesDescription': 'الرسائل المرسلة عبر نموذج التواصل',

  'countries.title': 'الدول',
  'countries.description': 'أماكن وجود الزوار، حسب عناوينهم وقت الزيارة',
  'countries.empty': 'لا دول بعد',
  'countries.country': 'الدولة',
  'countries.visitors': 'الزوار',
  'countries.views': 'المشاهدات',

  'devices.title': 'الأجهزة',
  'devices.description': 'المشاهدات حسب نوع الجهاز',
  'devices.empty': 'لا مشاهدات بعد',
  'devices.desktop': 'حاسوب مكتبي',
  'devices.mobile': 'هاتف محمول',
  'devices.tablet': 'جهاز لوحي',
  'devices.share': '{device}: {share}٪ من المشاهدات',
} satisfies Catalogue<typeof en>;
