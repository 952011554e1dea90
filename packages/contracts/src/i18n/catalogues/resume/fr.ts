import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: '{name} — CV',
  description: 'Le CV de {name}',
  'section.summary': 'Profil',
  'section.experience': 'Expérience',
  'section.projects': 'Projets',
  'section.education': 'Formation',
  'section.certifications': 'Certifications',
  'section.skills': 'Compétences',
  'section.languages': 'Langues',
  'section.awards': 'Distinctions',
  'section.publications': 'Publications',
  present: 'aujourd’hui',
  dates: '{start} – {end}',
  'availability.heading': 'Ouvert aux opportunités',
  'availability.from': 'Disponible à partir de {date}',
  'availability.now': 'Disponible dès maintenant',
  'availability.remote': 'Télétravail',
  'fallback.name': 'CV',
} satisfies Catalogue<typeof en>;
