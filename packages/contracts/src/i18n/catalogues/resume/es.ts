import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: '{name} — Currículum',
  description: 'El currículum de {name}',
  'section.summary': 'Perfil',
  'section.experience': 'Experiencia',
  'section.projects': 'Proyectos',
  'section.education': 'Formación',
  'section.certifications': 'Certificaciones',
  'section.skills': 'Habilidades',
  'section.languages': 'Idiomas',
  'section.awards': 'Premios',
  'section.publications': 'Publicaciones',
  present: 'actualidad',
  dates: '{start} – {end}',
  'availability.heading': 'Disponible para trabajar',
  'availability.from': 'Disponible desde {date}',
  'availability.now': 'Disponible ya',
  'availability.remote': 'En remoto',
  'fallback.name': 'Currículum',
} satisfies Catalogue<typeof en>;
