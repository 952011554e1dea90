import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from './domains/contact/contact-rate-limit';
import { setUpTestApp } from './test/build-test-app';

// Issue 21, point 3: the answers users read, in the site's language; their shape and codes as in English.
const t = setUpTestApp();
let nextAddress = 1;
const freshAddress = () => `198.51.100.${String(nextAddress++)}`;

async function speak(language: string) {
  const cookie = await t.loginAsOwner();
  const changed = await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: { language } });
  expect(changed.statusCode).toBe(200);
}

const emptyName = { name: '', email: 'ada@example.com', message: 'Could we talk about the engine?' };

describe("error answers in the site's language", () => {
  it('names the field of a 400 in English until the owner picks another language', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/contact',
      payload: emptyName,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'name: Name must be at least 2 characters',
      issues: [{ path: 'name', message: 'Name must be at least 2 characters' }],
    });
  });

  it('names the field of a 400 in German, over REST and tRPC, with the same shape and code', async () => {
    await speak('de');
    const rest = await t.inject({
      method: 'POST',
      url: '/api/contact',
      payload: emptyName,
      remoteAddress: freshAddress(),
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'name: Der Name muss mindestens 2 Zeichen lang sein',
      issues: [{ path: 'name', message: 'Der Name muss mindestens 2 Zeichen lang sein' }],
    });

    const trpc = await t.inject({
      method: 'POST',
      url: '/api/trpc/contact.sendContactMessage',
      payload: emptyName,
      remoteAddress: freshAddress(),
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json()).toMatchObject({
      error: {
        message: 'name: Der Name muss mindestens 2 Zeichen lang sein',
        data: {
          code: 'BAD_REQUEST',
          issues: [{ path: 'name', message: 'Der Name muss mindestens 2 Zeichen lang sein' }],
        },
      },
    });
  });

  it('says a 404 in German', async () => {
    await speak('de');
    const missing = await t.inject({ method: 'GET', url: '/api/posts/no-such-post' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Beitrag nicht gefunden' });
  });

  it('refuses a revoked token over REST in German, before any procedure ran', async () => {
    await speak('de');
    const refused = await t.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Das Zugriffstoken ist ungültig oder wurde widerrufen',
    });
  });

  it('shows a wrong password on the sign-in page in German', async () => {
    await speak('de');
    const response = await t.inject({
      method: 'POST',
      url: '/api/login/password',
      payload: { password: 'not the password' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Falsches Passwort. Bitte versuchen Sie es erneut.');
  });

  it('names the wait of a 429 in German words, over REST and tRPC', async () => {
    await speak('de');
    const address = freshAddress();
    const message = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Could we talk about the engine?' };
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent += 1) {
      expect(
        (await t.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: address })).statusCode,
      ).toBe(201);
    }
    const rest = await t.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: address });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Zu viele Nachrichten. Bitte versuchen Sie es in 10 Minuten erneut.',
    });
    const trpc = await t.inject({
      method: 'POST',
      url: '/api/trpc/contact.sendContactMessage',
      payload: message,
      remoteAddress: address,
    });
    expect(trpc.json()).toMatchObject({
      error: {
        message: expect.stringMatching(/^Zu viele Nachrichten\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/),
      },
    });
  });

  it("says the owner's other messages in German: a thumbnail width, text that cannot be stored", async () => {
    await speak('de');
    const width = await t.inject({ method: 'GET', url: '/objects/uploads/00000000-0000-4000-8000-000000000000?w=7' });
    expect(width.statusCode).toBe(400);
    expect(width.json()).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ path: 'w', message: expect.stringMatching(/^Muss einer der folgenden Werte sein: \d/) }],
    });

    const unstorable = await t.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...emptyName, name: 'Ada\u0000' },
      remoteAddress: freshAddress(),
    });
    expect(unstorable.statusCode).toBe(400);
    expect(unstorable.json()).toMatchObject({ message: 'name: Enthält Zeichen, die nicht gespeichert werden können' });
  });

  it("says a JSON Resume's problems in German, not in the schema validator's English", async () => {
    await speak('de');
    const cookie = await t.loginAsOwner();
    const response = await t.inject({
      method: 'POST',
      url: '/api/resume.json',
      headers: { cookie },
      payload: {
        basics: { name: 'Ada', email: 'not an email', url: 'not a url' },
        work: [{ name: 'Engines Ltd', position: 'Analyst', startDate: 'last spring' }],
      },
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'basics.email', message: 'Ungültige E-Mail-Adresse' },
        { path: 'basics.url', message: 'Muss eine URL sein, etwa https://example.com' },
      ]),
    );
    for (const { message } of issues) expect(message).not.toMatch(/^must /);
  });

  describe('failures before any procedure runs, in German', () => {
    const json = { 'content-type': 'application/json' };
    it.each([
      [
        'a malformed Authorization header (REST)',
        { method: 'GET', url: '/api/contact-messages', headers: { authorization: 'Basic abc' } },
        401,
        { code: 'UNAUTHORIZED', message: 'Der Authorization-Header muss „Bearer <token>“ lauten' },
      ],
      [
        'a body that is not a JSON object (REST)',
        { method: 'POST', url: '/api/contact', payload: [1] },
        400,
        { code: 'BAD_REQUEST', message: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein' },
      ],
      [
        'a body too large (REST)',
        { method: 'POST', url: '/api/contact', headers: json, payload: JSON.stringify({ name: 'x'.repeat(300_000) }) },
        413,
        { code: 'PAYLOAD_TOO_LARGE', message: 'Der Inhalt der Anfrage ist zu groß' },
      ],
      [
        'a body too large (tRPC)',
        {
          method: 'POST',
          url: '/api/trpc/contact.sendContactMessage',
          headers: json,
          payload: JSON.stringify({ name: 'x'.repeat(300_000) }),
        },
        413,
        { code: 'PAYLOAD_TOO_LARGE', message: 'Der Inhalt der Anfrage ist zu groß' },
      ],
      [
        'a content type no parser takes',
        { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
        415,
        { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Nicht unterstützter Medientyp' },
      ],
      [
        'a URL that cannot be decoded',
        { method: 'GET', url: '/api/files/%E0%A4%A' },
        400,
        { code: 'BAD_REQUEST', message: 'Die URL der Anfrage ist ungültig' },
      ],
    ] as const)('%s', async (_name, request, status, body) => {
      await speak('de');
      const response = await t.inject(request);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
    });

    it.each([
      [
        'an unknown procedure',
        { method: 'GET', url: '/api/trpc/nope.nope' },
        404,
        'Unter dem Pfad „nope.nope“ gibt es keine Prozedur',
      ],
      [
        'a GET to a mutation',
        { method: 'GET', url: '/api/trpc/contact.sendContactMessage' },
        405,
        'GET-Anfragen an die Änderung unter „contact.sendContactMessage“ werden nicht unterstützt',
      ],
      [
        'a POST to a query',
        { method: 'POST', url: '/api/trpc/profile.getProfile', payload: {} },
        405,
        'POST-Anfragen an die Abfrage unter „profile.getProfile“ werden nicht unterstützt',
      ],
      [
        'a body that is not JSON',
        { method: 'POST', url: '/api/trpc/contact.sendContactMessage', headers: json, payload: '{' },
        400,
        'Der Inhalt der Anfrage ist kein gültiges JSON',
      ],
      [
        'an input parameter that is not JSON',
        { method: 'GET', url: '/api/trpc/profile.getProfile?input=%7B' },
        400,
        'Die Eingabe der Anfrage ist kein gültiges JSON',
      ],
      [
        'a batch too large',
        { method: 'GET', url: `/api/trpc/${Array(21).fill('profile.getProfile').join(',')}?batch=1` },
        400,
        'Der Sammelaufruf überschreitet die zulässige Größe',
      ],
    ] as const)('tRPC: %s, with its code kept', async (_name, request, status, message) => {
      await speak('de');
      const response = await t.inject(request);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ error: { message, data: { httpStatus: status } } });
    });

    it('words an unknown procedure inside a batch beside one that answers (207)', async () => {
      await speak('de');
      const response = await t.inject({ method: 'GET', url: '/api/trpc/profile.getProfile,nope.nope?batch=1' });
      expect(response.statusCode).toBe(207);
      const [ok, failed] = response.json<[{ result?: unknown }, { error?: { message: string } }]>();
      expect(ok.result).toBeDefined();
      expect(failed.error?.message).toBe('Unter dem Pfad „nope.nope“ gibt es keine Prozedur');
    });

    it('keeps them in English on an English site', async () => {
      const unknown = await t.inject({ method: 'GET', url: '/api/trpc/nope.nope' });
      expect(unknown.json()).toMatchObject({ error: { message: 'No procedure found on path "nope.nope"' } });
      const header = await t.inject({
        method: 'GET',
        url: '/api/contact-messages',
        headers: { authorization: 'Basic abc' },
      });
      expect(header.json()).toEqual({
        code: 'UNAUTHORIZED',
        message: 'The Authorization header must be "Bearer <token>"',
      });
    });
  });
});
