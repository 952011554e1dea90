import { CREDENTIALS_LIMITS, EMPTY_CREDENTIALS, credentialsMessages } from '@folio/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { uploadFile, type FileRecordBody } from '../files/files-test-kit';

const credentials = {
  skills: [
    { group: 'Languages', items: ['TypeScript', 'SQL'] },
    { group: 'Tools', items: ['PostgreSQL'] },
  ],
  certifications: [{ name: 'Analytical Engines, Level 2', issuer: 'Royal Society', year: '1843' }],
  education: [{ degree: 'Mathematics', school: 'Private tutors', years: '1829 – 1840', focus: 'Calculus' }],
  languages: [{ language: 'French', fluency: 'Fluent' }],
  awards: [{ title: 'Honorary member', awarder: 'Royal Society', date: '1843-07', summary: null }],
  resumeFileId: null,
  isPublic: false,
};

const t = setUpTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});

function put(payload: unknown) {
  return t.inject({
    method: 'PUT',
    url: '/api/credentials',
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  });
}

function trpcQuery(procedure: string, headers: Record<string, string> = {}) {
  return t.inject({ method: 'GET', url: `/api/trpc/${procedure}`, headers });
}

function uploadResume(bytes = Buffer.from('%PDF-1.4 a résumé')): Promise<FileRecordBody> {
  return uploadFile(t, cookie, { name: 'Ada Lovelace – CV.pdf', bytes, mimeType: 'application/pdf' });
}

describe('credentials over REST', () => {
  it('starts empty and private on a new install: nothing invented', async () => {
    const owner = await t.inject({ method: 'GET', url: '/api/credentials', headers: { cookie } });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual(EMPTY_CREDENTIALS);
    const visitor = await t.inject({ method: 'GET', url: '/api/credentials' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('replaces everything with PUT, keeping the order sent', async () => {
    expect((await put(credentials)).statusCode).toBe(200);
    const reordered = { ...credentials, skills: [...credentials.skills].reverse(), education: [] };
    const saved = await put(reordered);
    expect(saved.statusCode).toBe(200);
    const read = await t.inject({ method: 'GET', url: '/api/credentials', headers: { cookie } });
    expect(read.json()).toEqual(reordered);
  });

  it('stores an empty year, years or focus as absent', async () => {
    await put({
      ...credentials,
      certifications: [{ name: 'X', issuer: 'Y', year: '' }],
      education: [{ degree: 'D', school: 'S', years: ' ', focus: '' }],
    });
    const read = (await t.inject({ method: 'GET', url: '/api/credentials', headers: { cookie } })).json<
      typeof credentials
    >();
    expect(read.certifications[0]?.year).toBeNull();
    expect(read.education[0]).toEqual({ degree: 'D', school: 'S', years: null, focus: null });
  });

  it('keeps visitors out of writing', async () => {
    const response = await t.inject({ method: 'PUT', url: '/api/credentials', payload: credentials });
    expect(response.statusCode).toBe(401);
  });

  it('names the field of bad input with 400: counts, lengths, years, empty groups', async () => {
    const tooManyGroups = Array.from({ length: CREDENTIALS_LIMITS.skillGroups + 1 }, (_, i) => ({
      group: `G${String(i)}`,
      items: ['x'],
    }));
    const response = await put({
      ...credentials,
      skills: tooManyGroups,
      certifications: [{ name: 'n'.repeat(CREDENTIALS_LIMITS.name + 1), issuer: 'I', year: '20xx' }],
      education: [{ degree: '', school: 'S' }],
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'skills', message: `Must have at most ${String(CREDENTIALS_LIMITS.skillGroups)} items` },
        { path: 'certifications.0.name', message: `Must be at most ${String(CREDENTIALS_LIMITS.name)} characters` },
        { path: 'certifications.0.year', message: credentialsMessages.year },
        { path: 'education.0.degree', message: 'Required' },
      ]),
    );
    const emptyGroup = await put({ ...credentials, skills: [{ group: 'Languages', items: [] }] });
    expect(emptyGroup.json<{ issues: unknown[] }>().issues).toEqual([
      { path: 'skills.0.items', message: credentialsMessages.noSkills },
    ]);
  });

  it('edits languages and awards like the other lists, naming their bad fields with 400, over a token too', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: 'cv', scope: 'write' },
    });
    const authorization = `Bearer ${created.json<{ token: string }>().token}`;
    const withToken = (payload: unknown) =>
      t.inject({
        method: 'PUT',
        url: '/api/credentials',
        headers: { authorization },
        payload: payload as Record<string, unknown>,
      });
    const lists = {
      languages: [
        { language: 'Italian', fluency: '' },
        { language: 'French', fluency: 'Fluent' },
      ],
      awards: [{ title: 'Honorary member', awarder: 'Royal Society', date: '1843', summary: 'For the notes.' }],
    };
    const saved = await withToken({ ...credentials, ...lists });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      languages: [
        { language: 'Italian', fluency: null },
        { language: 'French', fluency: 'Fluent' },
      ],
      awards: [{ title: 'Honorary member', awarder: 'Royal Society', date: '1843', summary: 'For the notes.' }],
    });
    const bad = await withToken({
      ...credentials,
      languages: [{ language: ' ', fluency: null }],
      awards: [
        { title: 'T', date: 'May 1843' },
        { title: '', awarder: 'a'.repeat(CREDENTIALS_LIMITS.name + 1) },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['languages.0.language', 'awards.0.date', 'awards.1.title', 'awards.1.awarder']),
    );
    const tooMany = await withToken({
      ...credentials,
      languages: Array.from({ length: CREDENTIALS_LIMITS.languages + 1 }, () => ({ language: 'x' })),
    });
    expect(tooMany.json()).toMatchObject({ issues: [{ path: 'languages' }] });
  });

  it('refuses a resume file that does not exist, naming resumeFileId', async () => {
    const response = await put({ ...credentials, resumeFileId: '00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: [{ path: 'resumeFileId', message: credentialsMessages.resumeFileMissing }],
    });
  });

  it('made public, shows the credentials and the employment history to visitors; private again, hides them', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/employment',
      headers: { cookie },
      payload: { company: 'Engines Ltd', position: 'Analyst', startDate: '1843-01' },
    });
    expect((await t.inject({ method: 'GET', url: '/api/employment' })).statusCode).toBe(401);

    await put({ ...credentials, isPublic: true });
    const visitor = await t.inject({ method: 'GET', url: '/api/credentials' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ skills: credentials.skills, isPublic: true });
    // Visibility can change at any moment: never kept in a shared cache.
    expect(visitor.headers['cache-control']).toContain('private');
    const employment = await t.inject({ method: 'GET', url: '/api/employment' });
    expect(employment.statusCode).toBe(200);
    expect(employment.json<{ company: string }[]>().map((entry) => entry.company)).toEqual(['Engines Ltd']);

    await put({ ...credentials, isPublic: false });
    expect((await t.inject({ method: 'GET', url: '/api/credentials' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/employment' })).statusCode).toBe(401);
  });
});

describe('credentials over tRPC', () => {
  it('answers the owner, refuses visitors while private and answers them once public', async () => {
    expect((await trpcQuery('credentials.getCredentials')).statusCode).toBe(401);
    const saved = await t.inject({
      method: 'POST',
      url: '/api/trpc/credentials.updateCredentials',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { ...credentials, isPublic: true },
    });
    expect(saved.statusCode).toBe(200);
    const visitor = await trpcQuery('credentials.getCredentials');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({
      result: { data: { certifications: credentials.certifications, isPublic: true } },
    });
    expect((await trpcQuery('employment.listEmployment')).statusCode).toBe(200);
  });

  it("the web app's page query answers a visitor null while private, not an error, and the credentials once public", async () => {
    const privately = await trpcQuery('credentials.getVisibleCredentials');
    expect(privately.statusCode).toBe(200);
    expect(privately.json()).toEqual({ result: { data: null } });
    const owner = await trpcQuery('credentials.getVisibleCredentials', { cookie });
    expect(owner.json()).toEqual({ result: { data: EMPTY_CREDENTIALS } });
    expect((await put({ ...credentials, isPublic: true })).statusCode).toBe(200);
    const publicly = await trpcQuery('credentials.getVisibleCredentials');
    expect(publicly.json()).toEqual({ result: { data: { ...credentials, isPublic: true } } });
  });

  it('names the bad field with 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/trpc/credentials.updateCredentials',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { ...credentials, education: [{ degree: 'Mathematics' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { data: { issues: [{ path: 'education.0.school', message: 'Required' }] } },
    });
  });
});

describe('the resume', () => {
  it('answers 404 with the usual error body while none is set', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/resume', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Resume not found', code: 'NOT_FOUND' });
    expect((await trpcQuery('credentials.getResume', { cookie })).statusCode).toBe(404);
  });

  it('downloads the picked file as an attachment, to the owner, and to visitors only when public', async () => {
    const bytes = Buffer.from('%PDF-1.4 the whole career');
    const file = await uploadResume(bytes);
    await put({ ...credentials, resumeFileId: file.id });

    const download = await t.inject({ method: 'GET', url: '/api/resume', headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=.*CV\.pdf/);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Ada%20Lovelace%20%E2%80%93%20CV.pdf");

    const viaTrpc = await trpcQuery('credentials.getResume', { cookie });
    expect(viaTrpc.json()).toMatchObject({ result: { data: { id: file.id, name: file.name, size: bytes.length } } });

    expect((await t.inject({ method: 'GET', url: '/api/resume' })).statusCode).toBe(401);
    expect((await trpcQuery('credentials.getResume')).statusCode).toBe(401);
    await put({ ...credentials, resumeFileId: file.id, isPublic: true });
    const visitor = await t.inject({ method: 'GET', url: '/api/resume' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.rawPayload.equals(bytes)).toBe(true);
  });

  it('is unset when its file is deleted', async () => {
    const file = await uploadResume();
    await put({ ...credentials, resumeFileId: file.id });
    expect((await t.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers: { cookie } })).statusCode).toBe(
      200,
    );
    const read = await t.inject({ method: 'GET', url: '/api/credentials', headers: { cookie } });
    expect(read.json()).toMatchObject({ resumeFileId: null, skills: credentials.skills });
    expect((await t.inject({ method: 'GET', url: '/api/resume', headers: { cookie } })).statusCode).toBe(404);
  });
});
