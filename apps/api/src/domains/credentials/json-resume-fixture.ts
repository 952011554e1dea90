/**
 * A JSON Resume document in the shape of the official sample (jsonresume/resume-schema's sample.resume.json):
 * every section, and the sample's rough edges: a profile whose url is "", a URL without a scheme and an empty
 * image.
 */
export const officialShapeResume = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Grace Hopper',
    label: 'Computer Scientist',
    image: '',
    email: 'grace@example.com',
    phone: '(912) 555-4321',
    url: 'grace.example.com',
    summary: 'Wrote the first compiler and made programs speak English.',
    location: {
      address: '2712 Broadway St',
      postalCode: 'CA 94115',
      city: 'Arlington',
      countryCode: 'US',
      region: 'Virginia',
    },
    profiles: [
      { network: 'GitHub', username: 'ghopper', url: '' },
      { network: 'LinkedIn', username: 'grace-hopper', url: 'linkedin.com/in/grace-hopper' },
      { network: 'SoundCloud', username: 'gracetunes', url: 'https://soundcloud.example.com/gracetunes' },
    ],
  },
  work: [
    {
      name: 'Remington Rand',
      position: 'Senior Mathematician',
      url: 'remington.example.com',
      startDate: '1949-06-01',
      endDate: '1952-09-30',
      summary: 'Led the team behind the A-0 compiler.',
      highlights: ['Built A-0', 'Proposed English-like programming'],
    },
    {
      name: 'US Navy',
      position: 'Rear Admiral',
      url: '',
      startDate: '1967-08',
      summary: 'Standardised COBOL across the Navy.',
    },
  ],
  volunteer: [
    {
      organization: 'CODASYL',
      position: 'Adviser',
      url: '',
      startDate: '1959-05',
      summary: 'COBOL committee.',
      highlights: [],
    },
  ],
  education: [
    {
      institution: 'Yale University',
      url: 'yale.example.edu',
      area: 'Mathematics',
      studyType: 'PhD',
      startDate: '1930-09',
      endDate: '1934-06',
      score: '',
      courses: ['Algebra'],
    },
  ],
  awards: [
    {
      title: 'National Medal of Technology',
      date: '1991-09-16',
      awarder: 'President of the United States',
      summary: '',
    },
  ],
  certificates: [{ name: 'Naval Reserve Commission', date: '1943-12', issuer: 'US Navy', url: '' }],
  publications: [
    { name: 'The Education of a Computer', publisher: 'ACM', releaseDate: '1952-05', url: '', summary: '' },
  ],
  skills: [
    { name: 'Languages', level: 'Master', keywords: ['COBOL', 'FLOW-MATIC'] },
    { name: 'Mathematics', level: '', keywords: [] },
  ],
  languages: [{ language: 'English', fluency: 'Native speaker' }],
  interests: [{ name: 'Teaching', keywords: ['Nanoseconds'] }],
  references: [{ name: 'Howard Aiken', reference: 'A fine programmer.' }],
  projects: [
    {
      name: 'A-0 System',
      startDate: '1951-10',
      endDate: '1952-05',
      description: 'The first compiler.',
      highlights: [],
      url: 'a0.example.com',
      keywords: ['compiler'],
    },
  ],
  meta: { canonical: '', version: 'v1.0.0', lastModified: '2017-12-24T15:53:00' },
};
