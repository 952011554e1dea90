import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server';
import { createMailSender } from './mail-sender';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';

const profile = { name: 'Ada Lovelace', title: 'Analyst', bio: 'Writes programs.', email: 'ada@example.com' };
const message = {
  name: 'Charles Babbage',
  email: 'charles@example.com',
  subject: 'The engine',
  message: 'Could we talk about the notes on the engine?',
};

let addressCounter = 0;
function send(t: TestApp, payload: Record<string, unknown> = message) {
  addressCounter += 1;
  return t.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    remoteAddress: `203.0.113.${String(addressCounter % 250)}`,
  });
}

async function outbox(t: TestApp) {
  return t.db.selectFrom('mailOutbox').selectAll().orderBy('createdAt').execute();
}

function worker(t: TestApp, smtpUrl: string): OutboxWorker {
  const sender = createMailSender({ SMTP_URL: smtpUrl, MAIL_FROM: undefined, PUBLIC_URL: t.config.PUBLIC_URL });
  if (!sender) throw new Error('no sender');
  return startOutboxWorker({ db: t.db, sender, log: t.app.log, pollMs: 60_000 });
}

/** A loopback port with nothing listening on it: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('notification mail for a new message', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Folio <folio@example.com>' } });
  });
  beforeEach(async () => {
    cookie = await t.loginAsOwner();
    await t.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: profile });
    smtp.received.length = 0;
  });
  afterEach(() => t.truncate());
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('reaches the owner at the profile’s address, with the sender as Reply-To', async () => {
    expect((await send(t)).statusCode).toBe(201);
    await t.app.mailOutbox?.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toMatchObject({ value: [{ address: 'ada@example.com' }] });
    expect(mail?.replyTo).toMatchObject({ value: [{ address: 'charles@example.com', name: 'Charles Babbage' }] });
    expect(mail?.from).toMatchObject({ value: [{ address: 'folio@example.com' }] });
    expect(mail?.subject).toBe('New message from Charles Babbage: The engine');
    expect(mail?.text).toContain(message.message);
    expect(await outbox(t)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('keeps a visitor’s line breaks out of the headers', async () => {
    await send(t, { ...message, name: 'Mallory\r\nBcc: victim@example.com', subject: 'Hi\nBcc: other@example.com' });
    await t.app.mailOutbox?.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.bcc).toBeUndefined();
    expect(mail?.subject).toBe('New message from Mallory Bcc: victim@example.com: Hi Bcc: other@example.com');
  });

  it('gives Reply-To exactly the visitor’s one address, whatever their name says', async () => {
    const names = [
      'attacker@evil.test, Eve',
      'Friends: attacker@evil.test;',
      'Eve <attacker@evil.test>',
      'Ève, «attacker@evil.test»',
    ];
    for (const name of names) await send(t, { ...message, name });
    await t.app.mailOutbox?.drain();
    const mails = await smtp.waitFor(names.length);
    expect(mails.map((mail) => mail.replyTo?.value)).toEqual(
      names.map((name) => [{ address: 'charles@example.com', name }]),
    );
    for (const mail of mails) expect(mail.headers.get('reply-to')).not.toHaveProperty('value.1');
  });

  it('is queued in the transaction that stores the message', async () => {
    await send(t);
    await send(t);
    // xmin is the id of the transaction that wrote a row: each message shares its own with its mail.
    const { rows } = await sql<{ message: string; mail: string }>`
      select m.xmin::text as message, o.xmin::text as mail from contact_messages m, mail_outbox o where m.xmin = o.xmin
    `.execute(t.db);
    expect(rows).toHaveLength(2);
  });

  it('is not sent when the owner turned email notifications off', async () => {
    await t.inject({
      method: 'PUT',
      url: '/api/user-settings',
      headers: { cookie },
      payload: { themePreference: 'light', emailNotifications: 0 },
    });
    expect((await send(t)).statusCode).toBe(201);
    expect(await outbox(t)).toEqual([]);
    expect(await t.db.selectFrom('contactMessages').select('id').execute()).toHaveLength(1);
  });

  it('is not queued when there is no address to send it to', async () => {
    await t.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...profile, email: '' } });
    await send(t);
    expect(await outbox(t)).toEqual([]);
  });

  it('is sent once even when two instances work the outbox at the same time', async () => {
    const count = 8;
    for (let i = 0; i < count; i += 1)
      expect((await send(t, { ...message, subject: `Message ${String(i)}` })).statusCode).toBe(201);
    const [first, second] = [worker(t, smtp.url), worker(t, smtp.url)];
    const sent = await Promise.all([first.drain(), second.drain()]);
    await Promise.all([first.stop(), second.stop()]);
    await smtp.waitFor(count);
    // The app's own worker may have sent some too; together, each mail exactly once.
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      Array.from({ length: count }, (_, i) => `New message from Charles Babbage: Message ${String(i)}`).sort(),
    );
    console.log(`two workers sent ${String(sent[0])} and ${String(sent[1])} of ${String(count)} mails`);
    expect((await outbox(t)).every((mail) => mail.status === 'sent' && mail.attempts === 1)).toBe(true);
  });
});

describe('notification mail through an unreliable SMTP server', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let onMail: (mail: ParsedMail) => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    smtp = await startSmtpTestServer({ onMail: (mail) => onMail(mail) });
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: 'inbox@example.com' } });
  });
  afterEach(async () => {
    onMail = () => Promise.resolve();
    smtp.received.length = 0;
    await t.truncate();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps one Message-ID across attempts, so a repeat after an unclear failure is the same message', async () => {
    const seen: string[] = [];
    onMail = (mail) => {
      seen.push(mail.messageId ?? '');
      // The server took the data, then its answer was lost: to the sender, a failure.
      return seen.length === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve();
    };
    await send(t);
    expect(await t.app.mailOutbox?.drain()).toBe(0);
    await t.db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: sql<Date>`now()` })
      .execute();
    expect(await t.app.mailOutbox?.drain()).toBe(1);
    const [mail] = await outbox(t);
    expect(seen).toEqual([`<${String(mail?.id)}@${new URL(t.config.PUBLIC_URL).hostname}>`, seen[0]]);
    expect(mail).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it(
    'waits for a slow server instead of sending again: delivered once when DATA is answered after 35 s',
    { timeout: 60_000 },
    async () => {
      onMail = () => new Promise((resolve) => setTimeout(resolve, 35_000));
      await send(t);
      expect(await t.app.mailOutbox?.drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(await outbox(t)).toMatchObject([{ status: 'sent', attempts: 1, lastError: null }]);
    },
  );
});

describe('notification mail while the SMTP server is down', () => {
  let t: TestApp;
  let port: number;
  let smtp: SmtpTestServer | null = null;
  beforeAll(async () => {
    port = await closedPort();
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://folio:secret@127.0.0.1:${String(port)}`, NOTIFY_EMAIL: 'inbox@example.com' },
    });
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = null;
    await t.truncate();
  });
  afterAll(() => t.close());

  it('is kept and retried later, and delivered by a fresh instance once the server is back', async () => {
    expect((await send(t)).statusCode).toBe(201);
    expect(await t.app.mailOutbox?.drain()).toBe(0);
    const [failed] = await outbox(t);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, toAddress: 'inbox@example.com' });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // The server comes back; the instance restarts (a new worker on the same database); the retry falls due.
    smtp = await startSmtpTestServer({ port });
    await t.app.mailOutbox?.stop();
    await t.db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: sql<Date>`now()` })
      .execute();
    const restarted = worker(t, `smtp://folio:secret@127.0.0.1:${String(port)}`);
    expect(await restarted.drain()).toBe(1);
    await restarted.stop();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toMatchObject({ value: [{ address: 'inbox@example.com' }] });
    expect(await outbox(t)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('is given up after 24 hours of failures', async () => {
    await send(t);
    await t.db
      .updateTable('mailOutbox')
      .set({ giveUpAt: sql<Date>`now()` })
      .execute();
    const restarted = worker(t, `smtp://folio:secret@127.0.0.1:${String(port)}`);
    await restarted.drain();
    await restarted.stop();
    expect(await outbox(t)).toMatchObject([{ status: 'failed', attempts: 1 }]);
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('queues nothing, and Settings learns that mail is not configured', async () => {
    const cookie = await t.loginAsOwner();
    await t.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: profile });
    await send(t);
    expect(await outbox(t)).toEqual([]);
    const status = await t.inject({ method: 'GET', url: '/api/mail-status', headers: { cookie } });
    expect(status.json()).toEqual({ configured: false, recipient: 'ada@example.com' });
    const viaTrpc = await t.inject({ method: 'GET', url: '/api/trpc/settings.getMailStatus', headers: { cookie } });
    expect(viaTrpc.json()).toMatchObject({ result: { data: { configured: false } } });
    expect((await t.inject({ method: 'GET', url: '/api/mail-status' })).statusCode).toBe(401);
  });
});
