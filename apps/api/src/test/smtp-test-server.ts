import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpTestServer = {
  port: number;
  /** `smtp://` URL with credentials, as SMTP_URL takes it. */
  url: string;
  received: ParsedMail[];
  /** Resolves once `count` mails have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives. `port` 0 picks a free
 * one; pass a port to bring a server "back" where an earlier one was. It requires the credentials in `url`.
 */
export async function startSmtpTestServer(
  options: { port?: number; onMail?: (mail: ParsedMail) => Promise<void> } = {},
): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'folio' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await options.onMail?.(mail);
          received.push(mail);
          callback();
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://folio:secret@127.0.0.1:${String(port)}`,
    received,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${String(count)} mail(s), received ${String(received.length)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
