import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_RESUME_SETTINGS, RESUME_SECTIONS } from '@folio/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { uploadFile } from '../files/files-test-kit';

const run = promisify(execFile);
const t = setUpTestApp();
let cookie: string;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'folio-resume-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});

const profile = {
  name: 'Mara Lindqvist-Okafor',
  title: 'Staff Engineer',
  bio: 'I build calm, fast systems.',
  email: 'mara@example.com',
  phone: '+49 30 555 0199',
  isPhonePublic: false,
  location: 'Berlin',
  github: 'https://github.com/mara',
  linkedin: null,
  twitter: null,
  imageUrl: null,
  availability: { roles: 'Principal backend roles', from: '2027-03', where: 'Berlin', remote: true, showOnHome: true },
};
const jobs = [
  { company: 'Nordlicht GmbH', position: 'Staff Engineer', startDate: '2021-04', endDate: null, location: 'Berlin' },
  { company: 'Acme AB', position: 'Senior Engineer', startDate: '2017-01', endDate: '2021-03', location: 'Stockholm' },
];
const credentials = {
  skills: [{ group: 'Languages', items: ['TypeScript', 'Rust'] }],
  certifications: [{ name: 'Kubernetes Administrator', issuer: 'CNCF', year: '2022' }],
  education: [{ degree: 'MSc Computer Science', school: 'KTH', years: '2012 – 2014', focus: null }],
  languages: [{ language: 'Swedish', fluency: 'Native' }],
  awards: [],
  resumeFileId: null,
  isPublic: true,
};

async function send(method: 'PUT' | 'POST', url: string, payload: unknown) {
  const response = await t.inject({ method, url, headers: { cookie }, payload: payload as Record<string, unknown> });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response;
}

/** A filled site whose résumé is generated: the profile, two jobs (newest first), public credentials. */
async function fillSite(
  overrides: { profile?: Record<string, unknown>; credentials?: Partial<typeof credentials> } = {},
) {
  await send('PUT', '/api/profile', { ...profile, ...overrides.profile });
  // A new entry goes last in the owner's order.
  for (const job of jobs) await send('POST', '/api/employment', job);
  await send('PUT', '/api/credentials', { ...credentials, ...overrides.credentials });
  await send('PUT', '/api/resume/settings', { ...DEFAULT_RESUME_SETTINGS, source: 'generated' });
}

async function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', pdf: Buffer, ...args: string[]) {
  const file = path.join(scratch, `${String(Math.random()).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]);
  return stdout;
}

async function pandoc(docx: Buffer) {
  const file = path.join(scratch, `${String(Math.random()).slice(2)}.docx`);
  await writeFile(file, docx);
  return (await run('pandoc', ['-t', 'plain', '--wrap=none', file])).stdout;
}

/** The positions of each text in order, -1 for a missing one. */
const positions = (text: string, parts: string[]) => parts.map((part) => text.indexOf(part));
const ascending = (numbers: number[]) => numbers.every((n, i) => n >= 0 && (i === 0 || n > (numbers[i - 1] ?? 0)));

const visitorGet = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

describe('résumé settings', () => {
  it('start with the uploaded file, and are saved as sent', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/resume/settings', headers: { cookie } });
    expect(first.json()).toEqual(DEFAULT_RESUME_SETTINGS);
    const chosen = {
      source: 'generated',
      template: 'modern',
      paper: 'Letter',
      sections: ['experience', 'skills'],
      photo: false,
    };
    await send('PUT', '/api/resume/settings', chosen);
    expect((await t.inject({ method: 'GET', url: '/api/resume/settings', headers: { cookie } })).json()).toEqual(
      chosen,
    );
  });

  it('refuse an unknown template and a section listed twice, naming the field; visitors may not read them', async () => {
    const bad = await t.inject({
      method: 'PUT',
      url: '/api/resume/settings',
      headers: { cookie },
      payload: { ...DEFAULT_RESUME_SETTINGS, template: 'fancy', sections: ['skills', 'skills'] },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(fields).toEqual(expect.arrayContaining(['template', 'sections']));
    expect((await visitorGet('/api/resume/settings')).statusCode).toBe(401);
  });
});

describe('the generated résumé as PDF', () => {
  it('reads in order, embeds its fonts, is tagged with title, author and language, and its links work', async () => {
    await fillSite();
    const response = await visitorGet('/resume.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Mara-Lindqvist-Okafor-CV.pdf');
    const pdf = response.rawPayload;

    const text = await poppler('pdftotext', pdf);
    expect(text.trimStart().startsWith('Mara Lindqvist-Okafor')).toBe(true);
    const order = positions(text, [
      'Mara Lindqvist-Okafor',
      'Staff Engineer\nNordlicht GmbH',
      'Apr 2021 – Present',
      'Senior Engineer\nAcme AB',
      'Jan 2017 – Mar 2021',
    ]);
    expect(ascending(order), `${JSON.stringify(order)}\n${text}`).toBe(true);
    expect(text).toContain('Principal backend roles · Available from Mar 2027 · Berlin · Remote');

    const fonts = (await poppler('pdffonts', pdf)).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    // Columns: name type encoding emb sub uni: every font embedded.
    for (const font of fonts) expect(font.split(/\s+/).slice(-5)[0], font).toBe('yes');

    const info = await poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Title:\s+Mara Lindqvist-Okafor — Résumé$/m);
    expect(info).toMatch(/^Author:\s+Mara Lindqvist-Okafor$/m);
    expect(pdf.toString('latin1')).toContain('/Lang (en)');

    const links = await poppler('pdfinfo', pdf, '-url');
    expect(links).toContain('mailto:mara@example.com');
    expect(links).toContain('https://github.com/mara');
  });

  it('is made once per change: 304 for the copy a browser holds, a new ETag when the data changes', async () => {
    await fillSite();
    const first = await visitorGet('/resume.pdf');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await visitorGet('/resume.pdf', { 'if-none-match': etag })).statusCode).toBe(304);
    await send('PUT', '/api/profile', { ...profile, title: 'Principal Engineer' });
    const changed = await visitorGet('/resume.pdf', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(await poppler('pdftotext', changed.rawPayload)).toContain('Principal Engineer');
  });

  it('speaks German and Arabic when asked, Arabic right to left with the Latin names kept whole', async () => {
    await fillSite();
    const german = await visitorGet('/resume.pdf?lang=de');
    const germanText = await poppler('pdftotext', german.rawPayload);
    expect(germanText).toContain('Berufserfahrung');
    expect(germanText).toContain('Apr. 2021 – heute');
    expect(german.rawPayload.toString('latin1')).toContain('/Lang (de)');

    const arabic = await visitorGet('/resume.pdf?lang=ar');
    expect(arabic.statusCode).toBe(200);
    const arabicText = await poppler('pdftotext', arabic.rawPayload);
    expect(arabicText).toContain('Mara Lindqvist-Okafor');
    expect(arabicText).toContain('Nordlicht GmbH');
    // Arabic letters are in the text layer as letters (shaped glyphs mapped back), not boxes.
    expect(arabicText).toMatch(/[\u0600-\u06FF]{3,}/);
    expect(arabic.rawPayload.toString('latin1')).toContain('/Lang (ar)');
    expect(await poppler('pdffonts', arabic.rawPayload)).toContain('NotoSansArabic');
    expect(arabic.headers.etag).not.toBe(german.headers.etag);

    const wrong = await visitorGet('/resume.pdf?lang=xx');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('lang');
  });

  it('keeps every entry on one page', async () => {
    await fillSite();
    const long =
      'Ran the platform group, its budget and its hiring, and wrote the storage engine’s compaction. '.repeat(6);
    for (let index = 0; index < 12; index += 1) {
      await send('POST', '/api/employment', {
        company: `Company ${String(index)}`,
        position: `Role ${String(index)}`,
        startDate: '2010-01',
        endDate: '2011-01',
        description: long,
      });
    }
    const pdf = (await visitorGet('/resume.pdf')).rawPayload;
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(await poppler('pdfinfo', pdf))?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) {
      const text = await poppler('pdftotext', pdf, '-f', String(page), '-l', String(page));
      // A role on this page has its company and its dates on the same page.
      for (const [, index] of text.matchAll(/Role (\d+)\n/g)) {
        expect(text, `page ${String(page)}`).toContain(`Company ${index ?? ''}`);
      }
    }
  });

  it('shows owner texts as text: Typst markup in them is never read as markup', async () => {
    const hostile = '#set page(width: 1cm) *bold* $x$ <label> @ref [x] \\ #"str" // comment';
    await fillSite({ profile: { title: hostile } });
    const text = await poppler('pdftotext', (await visitorGet('/resume.pdf')).rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain(hostile.replace(/\s+/g, ' '));
  });
});

describe('the photo', () => {
  it('is in the résumé while chosen and public, with the owner’s name as its alternative text', async () => {
    const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 9, g: 90, b: 120 } } })
      .png()
      .toBuffer();
    const photo = await uploadFile(t, cookie, {
      name: 'me.png',
      bytes,
      mimeType: 'image/png',
      purpose: 'picture',
    } as never);
    await fillSite({ profile: { imageUrl: photo.objectPath } });
    const imagesIn = async (pdf: Buffer) => {
      const file = path.join(scratch, `${String(Math.random()).slice(2)}.pdf`);
      await writeFile(file, pdf);
      return (await run('pdfimages', ['-list', file])).stdout.trim().split('\n').length - 2;
    };
    const answer = await visitorGet('/resume.pdf');
    expect(answer.statusCode, answer.body).toBe(200);
    const withPhoto = answer.rawPayload;
    expect(await imagesIn(withPhoto)).toBe(1);
    expect(withPhoto.toString('latin1')).toMatch(/\/Alt \(Mara Lindqvist-Okafor\)|\/Alt <[0-9A-F]+>/);

    await send('PUT', '/api/resume/settings', { ...DEFAULT_RESUME_SETTINGS, source: 'generated', photo: false });
    expect(await imagesIn((await visitorGet('/resume.pdf')).rawPayload)).toBe(0);
  });
});

describe('the résumé keeps private what the site keeps private', () => {
  it('leaves out an unpublished phone in PDF and DOCX, and shows a published one', async () => {
    await fillSite();
    const pdf = await poppler('pdftotext', (await visitorGet('/resume.pdf')).rawPayload);
    const docx = await pandoc((await visitorGet('/resume.docx')).rawPayload);
    for (const text of [pdf, docx]) {
      expect(text).toContain('mara@example.com');
      expect(text).not.toContain('555');
    }
    // Even the owner's own download shows what visitors get.
    const owners = await t.inject({ method: 'GET', url: '/resume.pdf', headers: { cookie } });
    expect(await poppler('pdftotext', owners.rawPayload)).not.toContain('555');

    await send('PUT', '/api/profile', { ...profile, isPhonePublic: true });
    expect(await poppler('pdftotext', (await visitorGet('/resume.pdf')).rawPayload)).toContain('+49 30 555 0199');
  });

  it('is the owner’s alone while the credentials are private, with them in it', async () => {
    await fillSite({ credentials: { isPublic: false } });
    for (const url of ['/resume.pdf', '/resume.docx', '/api/resume'])
      expect((await visitorGet(url)).statusCode).toBe(401);
    const owners = await t.inject({ method: 'GET', url: '/resume.pdf', headers: { cookie } });
    expect(owners.statusCode).toBe(200);
    expect(await poppler('pdftotext', owners.rawPayload)).toContain('Kubernetes Administrator');
  });
});

describe('the generated résumé as DOCX', () => {
  it('holds the same text as the PDF, in the same order, readable by pandoc', async () => {
    await fillSite();
    const response = await visitorGet('/resume.docx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Mara-Lindqvist-Okafor-CV.docx');
    const text = await pandoc(response.rawPayload);
    const pdf = await poppler('pdftotext', (await visitorGet('/resume.pdf')).rawPayload);
    const parts = [
      'Mara Lindqvist-Okafor',
      'Staff Engineer',
      'Nordlicht GmbH',
      'Apr 2021 – Present',
      'Acme AB',
      'Jan 2017 – Mar 2021',
      'KTH',
      'Swedish',
    ];
    expect(ascending(positions(text, parts)), text).toBe(true);
    expect(ascending(positions(pdf, parts)), pdf).toBe(true);
    expect(text).toContain('Experience');
  });
});

describe('the uploaded file as the résumé', () => {
  it('is what /resume.pdf and /api/resume serve while chosen; there is no DOCX of it', async () => {
    await fillSite();
    const file = await uploadFile(t, cookie, {
      name: 'CV.pdf',
      bytes: Buffer.from('%PDF-1.4 uploaded'),
      mimeType: 'application/pdf',
    });
    await send('PUT', '/api/credentials', { ...credentials, resumeFileId: file.id });
    await send('PUT', '/api/resume/settings', DEFAULT_RESUME_SETTINGS);
    for (const url of ['/resume.pdf', '/api/resume']) expect((await visitorGet(url)).body).toBe('%PDF-1.4 uploaded');
    expect((await visitorGet('/resume.docx')).statusCode).toBe(404);
    const link = await visitorGet('/api/trpc/resume.getResumeLink');
    expect(link.json()).toMatchObject({ result: { data: { url: '/api/resume' } } });
  });
});

describe('the live preview', () => {
  it('draws settings not yet saved for the owner, and no one else', async () => {
    await fillSite();
    const query = `?template=modern&paper=Letter&sections=${['experience', 'skills'].join(',')}&photo=false`;
    const preview = await t.inject({ method: 'GET', url: `/api/resume/preview.svg${query}`, headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('image/svg+xml');
    expect(preview.body).toContain('<svg');
    expect((await visitorGet(`/api/resume/preview.svg${query}`)).statusCode).toBe(401);
    const bad = await t.inject({
      method: 'GET',
      url: `/api/resume/preview.svg?template=x&paper=A4&photo=true`,
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(RESUME_SECTIONS).toContain('publications');
  });
});
