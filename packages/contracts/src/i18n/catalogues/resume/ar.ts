import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: '{name} — السيرة الذاتية',
  description: 'السيرة الذاتية لـ {name}',
  'section.summary': 'نبذة',
  'section.experience': 'الخبرة المهنية',
  'section.projects': 'المشاريع',
  'section.education': 'التعليم',
  'section.certifications': 'الشهادات',
  'section.skills': 'المهارات',
  'section.languages': 'اللغات',
  'section.awards': 'الجوائز',
  'section.publications': 'المنشورات',
  present: 'حتى الآن',
  dates: '{start} – {end}',
  'availability.heading': 'متاح للعمل',
  'availability.from': 'متاح اعتبارًا من {date}',
  'availability.now': 'متاح الآن',
  'availability.remote': 'عن بُعد',
  'fallback.name': 'السيرة الذاتية',
} satisfies Catalogue<typeof en>;
