/**
 * SPEC §2 Credentials: the skills, certifications and education are fixed content of the page, not data the
 * admin panel edits. The owner changes them here.
 */
export const SKILL_GROUPS = [
  { label: 'Languages', skills: ['TypeScript', 'JavaScript', 'Python', 'SQL', 'Go'] },
  { label: 'Frameworks', skills: ['React', 'Node.js', 'Fastify', 'Next.js', 'Django'] },
  { label: 'Tools', skills: ['PostgreSQL', 'Docker', 'Git', 'AWS', 'Figma'] },
] as const;

export type Certification = { name: string; issuer: string; year: string };

export const CERTIFICATIONS: readonly Certification[] = [
  { name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services', year: '2024' },
  { name: 'Professional Scrum Master I', issuer: 'Scrum.org', year: '2023' },
  { name: 'Google UX Design Professional Certificate', issuer: 'Google', year: '2022' },
];

export type Education = { degree: string; school: string; years: string; focus: string };

export const EDUCATION: readonly Education[] = [
  {
    degree: 'M.Sc. Computer Science',
    school: 'Technical University of Munich',
    years: '2017 – 2019',
    focus: 'Distributed systems and databases',
  },
  {
    degree: 'B.Sc. Software Engineering',
    school: 'University of Edinburgh',
    years: '2013 – 2017',
    focus: 'Human–computer interaction',
  },
];
