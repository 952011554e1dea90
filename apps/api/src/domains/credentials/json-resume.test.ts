import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { officialShapeResume } from './json-resume-fixture';
import { jsonResumeSchemaIssues } from './json-resume-validator';

/** The sample document the JSON Resume project publishes with its schema. */
const published = createRequire(import.meta.url)('@jsonresume/schema/sample.resume.json') as Record<string, unknown> & {
  basics: { name: string; label: string; email: string };
  work: { name: string }[];
  skills: unknown[];
  education: unknown[];
};
/** The sample has no certificates; one is added in the shape the schema gives them. */
const sample = {
  ...published,
  certificates: [{ name: 'Compression Engineer', issuer: 'Hooli', date: '2014-06-29', url: 'https://example.com' }],
};

const profile = {
  name: 'Ada Lovelace',
  title: 'Analyst',
  bio: 'Writes programs.',
  email: 'ada@example.com',
  github: 'https://github.com/ada',
  location: 'London',
};
const credentials = {
  skills: [{ group: 'Mathematics', items: ['Calculus', 'Bernoulli numbers'] }],
  certifications: [{ name: 'Fellow', issuer: 'Royal Society', year: '1843' }],
  education: [{ degree: 'Mathematics', school: 'Private tutors', years: '1829 – 1840', focus: 'Calculus' }],
  resumeFileId: null,
  isPublic: true,
};

const t = setUpTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});

async function fill() {
  await t.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: profile });
  await t.inject({ method: 'PUT', url: '/api/credentials', headers: { cookie }, payload: credentials });
  const entry = {
    company: 'Engines Ltd',
    position: 'Analyst',
    industry: 'Computing',
    startDate: '1842-09',
    endDate: '1843-08',
    description: 'Notes on the engine.',
  };
  await t.inject({ method: 'POST', url: '/api/employment', headers: { cookie }, payload: entry });
}

function importDocument(document: unknown, headers: Record<string, string> = { cookie }) {
  return t.inject({
    method: 'POST',
    url: '/api/resume.json',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(document),
  });
}

function exportDocument() {
  return t.inject({ method: 'GET', url: '/api/resume.json', headers: { cookie } });
}

describe('GET /api/resume.json', () => {
  it('exports a JSON Resume v1 document that passes the published schema, saved as resume.json', async () => {
    await fill();
    const response = await exportDocument();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="resume.json"');
    const document = response.json<Record<string, unknown>>();
    expect(jsonResumeSchemaIssues(document)).toEqual([]);
    expect(document).toMatchObject({
      basics: {
        name: 'Ada Lovelace',
        label: 'Analyst',
        summary: 'Writes programs.',
        email: 'ada@example.com',
        location: { city: 'London' },
        profiles: [{ network: 'GitHub', url: 'https://github.com/ada' }],
      },
      work: [
        {
          name: 'Engines Ltd',
          position: 'Analyst',
          description: 'Computing',
          startDate: '1842-09',
          endDate: '1843-08',
          summary: 'Notes on the engine.',
        },
      ],
      skills: [{ name: 'Mathematics', keywords: ['Calculus', 'Bernoulli numbers'] }],
      education: [
        {
          institution: 'Private tutors',
          studyType: 'Mathematics',
          area: 'Calculus',
          startDate: '1829',
          endDate: '1840',
        },
      ],
      certificates: [{ name: 'Fellow', issuer: 'Royal Society', date: '1843' }],
    });
  });

  it('is the owner’s only, even when the credentials are public', async () => {
    await fill();
    expect((await t.inject({ method: 'GET', url: '/api/resume.json' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/trpc/credentials.exportJsonResume' })).statusCode).toBe(401);
  });
});

describe('a document in the official sample’s shape', () => {
  it('imports as it is: empty strings are absent, URLs without a scheme are https, and each section is accounted for', async () => {
    await fill();
    expect(jsonResumeSchemaIssues(officialShapeResume).map((issue) => issue.path.join('.'))).toContain(
      'basics.profiles.0.url',
    );
    const response = await importDocument(officialShapeResume);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      profile: true,
      employment: 2,
      imported: [
        { section: 'basics', count: 1 },
        { section: 'work', count: 2 },
        { section: 'skills', count: 2 },
        { section: 'education', count: 1 },
        { section: 'projects', count: 1 },
        { section: 'languages', count: 1 },
        { section: 'awards', count: 1 },
        { section: 'certificates', count: 1 },
      ],
      skipped: [
        { section: 'volunteer', count: 1 },
        { section: 'publications', count: 1 },
        { section: 'interests', count: 1 },
        { section: 'references', count: 1 },
      ],
    });
    const stored = (await t.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json<
      Record<string, unknown>
    >();
    // The empty image keeps no photo from the document; the owner's own GitHub does not stay beside Grace.
    expect(stored).toMatchObject({
      name: 'Grace Hopper',
      github: 'https://github.com/ghopper',
      linkedin: 'https://linkedin.com/in/grace-hopper',
      twitter: null,
    });
    const employment = (await t.inject({ method: 'GET', url: '/api/employment', headers: { cookie } })).json<
      { startDate: string; endDate: string | null }[]
    >();
    expect(employment.map((entry) => [entry.startDate, entry.endDate])).toEqual([
      ['1949-06', '1952-09'],
      ['1967-08', null],
    ]);
    const read = (await t.inject({ method: 'GET', url: '/api/credentials', headers: { cookie } })).json<
      typeof credentials
    >();
    // Projects become Folio projects, their keywords tags; the owner's own projects stay.
    const projects = (await t.inject({ method: 'GET', url: '/api/projects' })).json<Record<string, unknown>[]>();
    expect(projects).toEqual([
      expect.objectContaining({
        title: 'A-0 System',
        description: 'The first compiler.',
        link: 'https://a0.example.com',
        tags: ['compiler'],
        category: 'business',
      }),
    ]);
    // Languages and awards are kept for the Credentials page.
    const kept = (await t.inject({ method: 'GET', url: '/api/credentials', headers: { cookie } })).json<
      Record<string, unknown>
    >();
    expect(kept).toMatchObject({
      languages: [{ language: 'English', fluency: 'Native speaker' }],
      awards: [
        {
          title: 'National Medal of Technology',
          awarder: 'President of the United States',
          date: '1991-09-16',
          summary: null,
        },
      ],
    });
    // Education keeps its months.
    expect(read.education).toEqual([
      { degree: 'PhD', school: 'Yale University', years: '1930-09 – 1934-06', focus: 'Mathematics' },
    ]);
  });

  it('keeps the current photo for an empty image, and stores an address on this site as its path', async () => {
    await fill();
    await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...profile, imageUrl: 'https://images.example.com/ada.jpg' },
    });
    expect((await importDocument(officialShapeResume)).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json()).toMatchObject({
      imageUrl: 'https://images.example.com/ada.jpg',
    });

    const here = `${t.app.config.PUBLIC_URL}/objects/uploads/00000000-0000-4000-8000-000000000000`;
    const unknown = await importDocument({ basics: { image: here } });
    // Stored as its path, so the same rules apply as in the profile form: no such upload here.
    expect(unknown.json()).toMatchObject({
      issues: [{ path: 'basics.image', message: 'No uploaded file has this path' }],
    });
    const plainHttp = await importDocument({ basics: { image: 'http://elsewhere.example.com/me.png' } });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json()).toMatchObject({ issues: [{ path: 'basics.image' }] });
  });

  it('answers every problem of an invalid document at once', async () => {
    const response = await importDocument({
      basics: { email: 'not an email', url: 'not a url at all' },
      work: [{ name: 'X', position: 'Y', startDate: 'last spring' }],
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['basics.email', 'basics.url', 'work.0.startDate']));
  });

  it('exports, imports and exports again to the identical document', async () => {
    expect((await importDocument(officialShapeResume)).statusCode).toBe(200);
    const hobby = { title: 'Kite', description: 'A kite.', category: 'hobby', tags: ['wind'] };
    expect(
      (await t.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: hobby })).statusCode,
    ).toBe(201);
    const first = (await exportDocument()).json<Record<string, unknown>>();
    expect(jsonResumeSchemaIssues(first)).toEqual([]);
    expect((await importDocument(first)).statusCode).toBe(200);
    expect((await exportDocument()).json()).toEqual(first);
    expect(first).toMatchObject({
      projects: [
        { name: 'Kite', type: 'hobby', keywords: ['wind'] },
        { name: 'A-0 System', type: 'business' },
      ],
    });
  });
});

describe('POST /api/resume.json', () => {
  it('imports the published sample: replaces employment and credentials, fills the profile, answers counts', async () => {
    await fill();
    const response = await importDocument(sample);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      profile: true,
      employment: sample.work.length,
      skills: sample.skills.length,
      education: sample.education.length,
      certifications: sample.certificates.length,
    });
    const employment = (await t.inject({ method: 'GET', url: '/api/employment', headers: { cookie } })).json<
      { company: string; startDate: string }[]
    >();
    expect(employment.map((entry) => entry.company)).toEqual(sample.work.map((work) => work.name));
    expect(employment[0]?.startDate).toBe('2013-12');
    const stored = (await t.inject({ method: 'GET', url: '/api/profile' })).json<Record<string, unknown>>();
    expect(stored).toMatchObject({
      name: sample.basics.name,
      title: sample.basics.label,
      email: sample.basics.email,
      location: 'San Francisco, California, US',
    });
    const read = (await t.inject({ method: 'GET', url: '/api/credentials', headers: { cookie } })).json<
      typeof credentials
    >();
    expect(read.skills.map((group) => group.group)).not.toContain('Mathematics');
    // What the owner chose about the page itself stays.
    expect(read.isPublic).toBe(true);
  });

  it('keeps the document’s order of work as the owner’s order', async () => {
    const work = [
      { name: 'Older first', position: 'A', startDate: '2001-01' },
      { name: 'Newer second', position: 'B', startDate: '2010-01' },
    ];
    expect((await importDocument({ work })).statusCode).toBe(200);
    const employment = (await t.inject({ method: 'GET', url: '/api/employment', headers: { cookie } })).json<
      { company: string }[]
    >();
    expect(employment.map((entry) => entry.company)).toEqual(['Older first', 'Newer second']);
  });

  it('gives back what it exported', async () => {
    await fill();
    const exported = (await exportDocument()).json<Record<string, unknown>>();
    expect((await importDocument(exported)).statusCode).toBe(200);
    const again = (await exportDocument()).json<Record<string, unknown>>();
    expect({ ...again, meta: null }).toEqual({ ...exported, meta: null });
  });

  it('refuses a document against the JSON Resume schema, naming the field, and changes nothing', async () => {
    await fill();
    const before = (await exportDocument()).json<Record<string, unknown>>();
    const response = await importDocument({ ...sample, basics: { ...sample.basics, email: 'not an email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toContain('basics.email');
    const badDate = await importDocument({ work: [{ name: 'X', position: 'Y', startDate: 'last spring' }] });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ message: string }>().message).toMatch(/^work\.0\.startDate: /);
    expect({ ...(await exportDocument()).json<Record<string, unknown>>(), meta: null }).toEqual({
      ...before,
      meta: null,
    });
  });

  it('imports all or nothing: one entry Folio cannot take stops the whole import', async () => {
    await fill();
    const response = await importDocument({
      ...sample,
      work: [...sample.work, { name: 'No start date', position: 'Intern' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: [{ path: `work.${String(sample.work.length)}.startDate`, message: 'Required' }],
    });
    const employment = (await t.inject({ method: 'GET', url: '/api/employment', headers: { cookie } })).json<
      { company: string }[]
    >();
    expect(employment.map((entry) => entry.company)).toEqual(['Engines Ltd']);
  });

  it('keeps profile fields the document leaves out, and gathers skills without keywords into one group', async () => {
    await fill();
    const response = await importDocument({
      basics: { label: 'Programmer' },
      skills: [{ name: 'Python' }, { name: 'Go', level: 'Master' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: true,
      employment: 0,
      skills: 1,
      education: 0,
      certifications: 0,
      projects: 0,
      languages: 0,
      awards: 0,
      imported: [
        { section: 'basics', count: 1 },
        { section: 'skills', count: 2 },
      ],
      skipped: [],
    });
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json()).toMatchObject({
      ...profile,
      title: 'Programmer',
    });
    const read = (await t.inject({ method: 'GET', url: '/api/credentials', headers: { cookie } })).json<
      typeof credentials
    >();
    expect(read.skills).toEqual([{ group: 'Skills', items: ['Python', 'Go'] }]);
  });

  it('works over tRPC for the owner and refuses visitors', async () => {
    const trpc = (headers: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: '/api/trpc/credentials.importJsonResume',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(sample),
      });
    expect((await trpc({})).statusCode).toBe(401);
    const response = await trpc({ cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { data: { profile: true, employment: sample.work.length } } });
    expect((await importDocument(sample, {})).statusCode).toBe(401);
  });
});
