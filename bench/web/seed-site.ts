import { renderAsync } from '@resvg/resvg-js';
import type { RunningServer } from '../lib/server';

/** A portrait-like PNG drawn here, so the benchmark needs no image file of its own. */
async function portraitPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c7d2fe"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs>
    <rect width="480" height="480" fill="url(#g)"/><circle cx="240" cy="190" r="96" fill="#eef2ff"/><ellipse cx="240" cy="450" rx="170" ry="140" fill="#eef2ff"/></svg>`;
  return (await renderAsync(svg)).asPng();
}

async function call(server: RunningServer, method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: { cookie: server.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${String(response.status)}: ${await response.text()}`);
  return response;
}

type Registered = { id: string; objectPath: string };

/** Uploads bytes the way the web app does (start, PUT, register) and answers the registered file. */
async function uploadFile(
  server: RunningServer,
  name: string,
  bytes: Buffer,
  mimeType: string,
  category: string,
  purpose = 'file',
): Promise<Registered> {
  const { uploadURL, objectKey } = (await (await call(server, 'POST', '/api/objects/upload', {})).json()) as {
    uploadURL: string;
    objectKey: string;
  };
  const put = await fetch(new URL(uploadURL, server.origin), {
    method: 'PUT',
    headers: { 'content-type': mimeType },
    body: bytes,
  });
  if (!put.ok) throw new Error(`PUT ${uploadURL} answered ${String(put.status)}`);
  const registered = await call(server, 'POST', '/api/files', {
    name,
    size: bytes.length,
    mimeType,
    category,
    objectPath: objectKey,
    purpose,
  });
  return (await registered.json()) as Registered;
}

async function upload(
  server: RunningServer,
  name: string,
  bytes: Buffer,
  mimeType: string,
  category: string,
): Promise<string> {
  return (await uploadFile(server, name, bytes, mimeType, category)).objectPath;
}

/** A screenshot-like picture of a project, in one of a few colours. */
async function screenPng(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">
    <rect width="1600" height="1200" fill="${colour}"/><rect x="120" y="120" width="1360" height="120" rx="16" fill="#ffffff" opacity="0.8"/>
    <rect x="120" y="320" width="640" height="760" rx="16" fill="#ffffff" opacity="0.6"/><rect x="840" y="320" width="640" height="360" rx="16" fill="#ffffff" opacity="0.6"/></svg>`;
  return (await renderAsync(svg)).asPng();
}

/** A long Markdown text with what pages usually hold: headings, a list, a table and highlighted code. */
const LONG_TEXT = [
  'Ledger started as a spreadsheet for a bakery and grew into **double-entry bookkeeping** for a dozen small shops.',
  '',
  '## What it does',
  '',
  '- Imports bank statements (CAMT.053, OFX) and matches them to invoices',
  '- Prepares VAT returns, with every figure traceable to its entries',
  '- Closes the year with a balance sheet an accountant signs off',
  '',
  '| Shop | Entries a month | Time saved |',
  '|---|--:|--:|',
  '| Bakery | 1,200 | 6 h |',
  '| Bike repair | 450 | 3 h |',
  '',
  '## How',
  '',
  'Every entry balances or is refused, in the database itself:',
  '',
  '```sql',
  'alter table entries add constraint balanced check (debit_cents = credit_cents);',
  '```',
  '',
  'The rest is TypeScript on the server and very little in the browser.',
].join('\n');

const PROJECTS = [
  [
    'Ledger',
    'Double-entry bookkeeping for small shops, with bank imports and VAT returns.',
    'business',
    ['TypeScript', 'PostgreSQL'],
  ],
  [
    'Routefinder',
    'Delivery route planning for a regional courier; cut driving time by a fifth.',
    'business',
    ['Go', 'OR-Tools'],
  ],
  [
    'Clinic booking',
    'Appointment booking and reminders for a group of physiotherapy clinics.',
    'business',
    ['React', 'Node.js'],
  ],
  ['Sourdough timer', 'A kitchen timer that knows the stages of a sourdough bake.', 'hobby', ['Swift']],
  ['Trail map', 'Offline hiking maps with elevation profiles for the Pyrenees.', 'hobby', ['Kotlin', 'MapLibre']],
  [
    'Chess clock',
    'A tournament chess clock on a microcontroller with an e-ink display.',
    'hobby',
    ['Rust', 'Embedded'],
  ],
] as const;

/** Real content: a profile with a photo, 6 projects (one with a page's text and 3 pictures), a post and 20 files, through the real API. */
export async function seedSite(server: RunningServer): Promise<void> {
  const photoPath = await upload(server, 'portrait.png', await portraitPng(), 'image/png', 'business');
  await call(server, 'PUT', '/api/profile', {
    name: 'Ada Lovelace',
    title: 'Software engineer',
    bio: 'I build calm, reliable software for small businesses: bookkeeping, logistics and booking systems. Fifteen years of TypeScript, Go and PostgreSQL, and a soft spot for tools that make people’s days shorter.',
    email: 'ada@example.com',
    location: 'Toulouse, France',
    github: 'https://github.com/ada',
    linkedin: 'https://www.linkedin.com/in/ada',
    // As the admin panel stores an uploaded picture: its path on this site.
    imageUrl: photoPath,
  });
  const gallery = [];
  for (const [index, colour] of ['#4338ca', '#0f766e', '#b45309'].entries()) {
    const picture = await uploadFile(
      server,
      `ledger-${String(index + 1)}.png`,
      await screenPng(colour),
      'image/png',
      'business',
      'picture',
    );
    gallery.push({ fileId: picture.id, alt: `Ledger, screen ${String(index + 1)}` });
  }
  for (const [title, description, category, tags] of PROJECTS) {
    const page = title === 'Ledger' ? { body: LONG_TEXT, gallery } : {};
    await call(server, 'POST', '/api/projects', {
      title,
      description,
      category,
      tags,
      link: 'https://example.com',
      ...page,
    });
  }
  await call(server, 'POST', '/api/posts', {
    title: 'Balancing the books in SQL',
    body: LONG_TEXT,
    status: 'published',
    tags: ['sql'],
  });
  for (let i = 1; i <= 19; i += 1) {
    const bytes = Buffer.from(`Document ${String(i)}\n`.repeat(200 * i));
    await upload(
      server,
      `document-${String(i).padStart(2, '0')}.txt`,
      bytes,
      'text/plain',
      i % 3 ? 'business' : 'hobby',
    );
  }
}
