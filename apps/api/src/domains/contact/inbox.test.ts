import { beforeEach, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const message = {
  name: 'Charles Babbage',
  email: 'charles@example.com',
  message: 'Could we talk about the notes on the engine?',
};
const unknownId = '00000000-0000-4000-8000-000000000000';

const t = setUpTestApp();
let cookie: string;
let addressCounter = 0;
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});

async function storeMessage(name = message.name): Promise<string> {
  addressCounter += 1;
  const response = await t.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...message, name },
    remoteAddress: `192.0.2.${String(addressCounter)}`,
  });
  return response.json<{ id: string }>().id;
}

async function list(): Promise<{ id: string; name: string; read: boolean }[]> {
  return (await t.inject({ method: 'GET', url: '/api/contact-messages', headers: { cookie } })).json();
}

describe('the inbox over REST', () => {
  it('lists new messages as unread, and marks one read and unread again', async () => {
    const id = await storeMessage();
    expect(await list()).toMatchObject([{ id, read: false }]);
    const marked = await t.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      headers: { cookie },
      payload: { read: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id, read: true, name: message.name });
    expect(await list()).toMatchObject([{ id, read: true }]);
    await t.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      headers: { cookie },
      payload: { read: false },
    });
    expect(await list()).toMatchObject([{ id, read: false }]);
  });

  it('deletes one message and keeps the others', async () => {
    const first = await storeMessage('First');
    await storeMessage('Second');
    const deleted = await t.inject({ method: 'DELETE', url: `/api/contact-messages/${first}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: first });
    expect((await list()).map((m) => m.name)).toEqual(['Second']);
    const again = await t.inject({ method: 'DELETE', url: `/api/contact-messages/${first}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an unknown message and 400 naming the field for bad input', async () => {
    const unknown = await t.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${unknownId}`,
      headers: { cookie },
      payload: { read: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Message not found' });
    const id = await storeMessage();
    const missing = await t.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      headers: { cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ issues: [{ path: 'read', message: 'Required' }] });
    const badId = await t.inject({ method: 'DELETE', url: '/api/contact-messages/not-a-uuid', headers: { cookie } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ issues: [{ path: 'id' }] });
  });

  it('keeps visitors out', async () => {
    const id = await storeMessage();
    expect(
      (await t.inject({ method: 'PATCH', url: `/api/contact-messages/${id}`, payload: { read: true } })).statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/contact-messages/${id}` })).statusCode).toBe(401);
    expect(await list()).toMatchObject([{ id, read: false }]);
  });
});

describe('the inbox over tRPC', () => {
  function mutate(procedure: string, input: unknown, headers: Record<string, string> = { cookie }) {
    return t.inject({
      method: 'POST',
      url: `/api/trpc/contact.${procedure}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
  }

  it('marks read and deletes for the owner only, naming bad fields', async () => {
    const id = await storeMessage();
    expect((await mutate('markContactMessageRead', { id, read: true }, {})).statusCode).toBe(401);
    const marked = await mutate('markContactMessageRead', { id, read: true });
    expect(marked.json()).toMatchObject({ result: { data: { id, read: true } } });
    const bad = await mutate('markContactMessageRead', { id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { data: { issues: [{ path: 'read' }] } } });
    expect((await mutate('deleteContactMessage', { id })).statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });
});
