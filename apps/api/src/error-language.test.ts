import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from './routers/contact/contact-rate-limit';
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
    const response = await t.inject({ method: 'POST', url: '/api/contact', payload: emptyName, remoteAddress: freshAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'name: Name must be at least 2 characters', issues: [{ path: 'name', message: 'Name must be at least 2 characters' }] });
  });

  it('names the field of a 400 in German, over REST and tRPC, with the same shape and code', async () => {
    await speak('de');
    const rest = await t.inject({ method: 'POST', url: '/api/contact', payload: emptyName, remoteAddress: freshAddress() });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ code: 'BAD_REQUEST', message: 'name: Der Name muss mindestens 2 Zeichen lang sein', issues: [{ path: 'name', message: 'Der Name muss mindestens 2 Zeichen lang sein' }] });

    const trpc = await t.inject({ method: 'POST', url: '/api/trpc/contact.sendContactMessage', payload: emptyName, remoteAddress: freshAddress() });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json()).toMatchObject({
      error: { message: 'name: Der Name muss mindestens 2 Zeichen lang sein', data: { code: 'BAD_REQUEST', issues: [{ path: 'name', message: 'Der Name muss mindestens 2 Zeichen lang sein' }] } },
    });
  });

  it('says a 404 in German', async () => {
    await speak('de');
    const missing = await t.inject({ method: 'GET', url: '/api/posts/no-such-post' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Beitrag nicht gefunden' });
  });

  it("refuses a revoked token over REST in German, before any procedure ran", async () => {
    await speak('de');
    const refused = await t.inject({ method: 'GET', url: '/api/contact-messages', headers: { authorization: 'Bearer not-a-token' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Das Zugriffstoken ist ungültig oder wurde widerrufen' });
  });

  it('shows a wrong password on the sign-in page in German', async () => {
    await speak('de');
    const response = await t.inject({ method: 'POST', url: '/api/login/password', payload: { password: 'not the password' }, remoteAddress: freshAddress() });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Falsches Passwort. Bitte versuchen Sie es erneut.');
  });

  it('names the wait of a 429 in German words, over REST and tRPC', async () => {
    await speak('de');
    const address = freshAddress();
    const message = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Could we talk about the engine?' };
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent += 1) {
      expect((await t.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: address })).statusCode).toBe(201);
    }
    const rest = await t.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: address });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Zu viele Nachrichten. Bitte versuchen Sie es in 10 Minuten erneut.' });
    const trpc = await t.inject({ method: 'POST', url: '/api/trpc/contact.sendContactMessage', payload: message, remoteAddress: address });
    expect(trpc.json()).toMatchObject({ error: { message: expect.stringMatching(/^Zu viele Nachrichten\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/) } });
  });
});
