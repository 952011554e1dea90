import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: '{name} — Lebenslauf',
  description: 'Der Lebenslauf von {name}',
  'section.summary': 'Profil',
  'section.experience': 'Berufserfahrung',
  'section.projects': 'Projekte',
  'section.education': 'Ausbildung',
  'section.certifications': 'Zertifikate',
  'section.skills': 'Kenntnisse',
  'section.languages': 'Sprachen',
  'section.awards': 'Auszeichnungen',
  'section.publications': 'Veröffentlichungen',
  present: 'heute',
  dates: '{start} – {end}',
  'availability.heading': 'Offen für neue Aufgaben',
  'availability.from': 'Verfügbar ab {date}',
  'availability.now': 'Ab sofort verfügbar',
  'availability.remote': 'Remote',
  'fallback.name': 'Lebenslauf',
} satisfies Catalogue<typeof en>;
