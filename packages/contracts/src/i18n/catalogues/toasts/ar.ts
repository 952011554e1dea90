import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'contactSent.title': 'تم إرسال الرسالة!',
  'contactSent.description': 'شكرًا على رسالتك. سأرد عليك قريبًا.',
  'contactFailed.title': 'خطأ',
  'contactFailed.description': 'تعذّر إرسال الرسالة. يرجى المحاولة مرة أخرى.',
  'authRequired.title': 'يلزم تسجيل الدخول',
  'authRequiredAdmin.description': 'يرجى تسجيل الدخول للوصول إلى لوحة الإدارة.',
  'authRequiredCredentials.description': 'يرجى تسجيل الدخول لعرض المؤهلات.',
} satisfies Catalogue<typeof en>;
