import type { ResumeRequest } from '@folio/api/resume-render';

const job = (company: string, position: string, startDate: string, endDate: string | null, text: string) => ({
  id: company,
  company,
  position,
  industry: null,
  startDate,
  endDate,
  location: 'Berlin',
  description: text,
  descriptionHtml: null,
  descriptionText: text,
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A filled site's résumé data: three jobs, a project, credentials and a post; `title` varies it. */
export function sampleResumeData(title: string): ResumeRequest['data'] {
  return {
    profile: {
      name: 'Mara Lindqvist-Okafor',
      title,
      bio: '',
      bioHtml: '',
      bioText: 'Ten years building storage systems that stay calm under load.',
      email: 'mara@example.com',
      phone: null,
      isPhonePublic: false,
      location: 'Berlin',
      github: 'https://github.com/mara-lo',
      linkedin: null,
      twitter: null,
      imageUrl: null,
      availability: {
        roles: 'Principal backend roles',
        from: '2027-03',
        where: 'Berlin',
        remote: true,
        showOnHome: true,
      },
    },
    employment: [
      job('Nordlicht GmbH', 'Staff Engineer', '2021-04', null, 'Led the storage team; rewrote compaction.'),
      job('Acme AB', 'Senior Engineer', '2017-01', '2021-03', 'Built the billing pipeline, 4M invoices a month.'),
      job('Fjord Labs', 'Software Engineer', '2014-09', '2016-12', 'Search and indexing for a news archive.'),
    ],
    credentials: {
      skills: [{ group: 'Languages', items: ['Rust', 'Go', 'TypeScript'] }],
      certifications: [{ name: 'Certified Kubernetes Administrator', issuer: 'CNCF', year: '2022' }],
      education: [{ degree: 'MSc Computer Science', school: 'KTH', years: '2012 – 2014', focus: null }],
      languages: [{ language: 'English', fluency: 'Native' }],
      awards: [],
      resumeFileId: null,
      isPublic: true,
    },
    projects: [],
    publications: [{ slug: 'calm', title: 'Calm systems', summary: null, publishedAt: new Date('2026-05-01') }],
    palette: [
      '#e3fafc',
      '#c5f6fa',
      '#99e9f2',
      '#66d9e8',
      '#3bc9db',
      '#22b8cf',
      '#0b7285',
      '#0c8599',
      '#0b7285',
      '#095c6b',
    ],
    publicUrl: 'https://mara.example',
  };
}
