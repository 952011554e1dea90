import { contactMessages } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { CONTACT_RATE_LIMIT } from './contact-rate-limit';

const message = {
  name: 'Charles Babbage',
  email: 'charles@example.com',
  subject: 'The engine',
  message: 'Could we talk about the notes on the engine?',
};

const t = setUpTestApp();
let nextAddress = 1;

/** Every test sends from an address of its own, so the per-address limit of one test never leaks into another. */
function freshAddress(): string {
  nextAddress += 1;
  return `198.51.100.${String(nextAddress)}`;
}

function send(payload: Record<string, unknown>, remoteAddress = freshAddress()) {
  return t.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
}

describe('contact form over REST', () => {
  it('stores a visitor message and answers 201 with its id', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const stored = await t.db.selectFrom('contactMessages').selectAll().execute();
    expect(stored).toMatchObject([{ id, ...message }]);
  });

  it('shows the owner messages newest first, with an absent subject as null', async () => {
    await send({ ...message, name: 'First', subject: '' });
    await send({ ...message, name: 'Second' });
    const cookie = await t.loginAsOwner();
    const list = await t.inject({ method: 'GET', url: '/api/contact-messages', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const body = list.json<{ name: string; subject: string | null; createdAt: string }[]>();
    expect(body.map((m) => m.name)).toEqual(['Second', 'First']);
    expect(body[1]?.subject).toBeNull();
    expect(body[0]?.createdAt).toMatch(/Z$/);
  });

  it('keeps messages from visitors', async () => {
    await send(message);
    expect((await t.inject({ method: 'GET', url: '/api/contact-messages' })).statusCode).toBe(401);
  });

  it('answers with the form messages of docs/spec.md §5', async () => {
    const response = await send({ name: 'C', email: 'nope', message: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: unknown[] }>().issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: contactMessages.nameTooShort },
        { path: 'email', message: contactMessages.invalidEmail },
        { path: 'message', message: contactMessages.messageTooShort },
      ]),
    );
  });

  it('drops a bot that fills the honeypot without telling it', async () => {
    const response = await send({ ...message, website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ id: string }>().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.db.selectFrom('contactMessages').select('id').execute()).toEqual([]);
  });

  it('does not count rejected forms against the limit, so a person fixing a typo can still send', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt <= CONTACT_RATE_LIMIT.max; attempt += 1) {
      expect((await send({ ...message, email: 'typo' }, address)).statusCode).toBe(400);
    }
    expect((await send(message, address)).statusCode).toBe(201);
  });

  it('answers 429 naming the wait, with Retry-After, past the per-address limit, on both surfaces alike', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max - 1; sent += 1) {
      expect((await send(message, address)).statusCode).toBe(201);
    }
    // The web app's surface counts against the same limit.
    const viaTrpc = await t.inject({
      method: 'POST',
      url: '/api/trpc/contact.sendContactMessage',
      payload: message,
      remoteAddress: address,
    });
    expect(viaTrpc.statusCode).toBe(200);

    const limited = await send(message, address);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(limited.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many messages. Please try again in 10 minutes.',
    });

    const limitedTrpc = await t.inject({
      method: 'POST',
      url: '/api/trpc/contact.sendContactMessage',
      payload: message,
      remoteAddress: address,
    });
    expect(limitedTrpc.statusCode).toBe(429);
    expect(Number(limitedTrpc.headers['retry-after'])).toBeGreaterThan(0);
    expect(limitedTrpc.json()).toMatchObject({
      error: { message: expect.stringMatching(/^Too many messages\. Please try again in \d+ minutes?\.$/) },
    });

    expect(await t.db.selectFrom('contactMessages').select('id').execute()).toHaveLength(CONTACT_RATE_LIMIT.max);
    // Another address is not affected.
    expect((await send(message)).statusCode).toBe(201);
  });
});
