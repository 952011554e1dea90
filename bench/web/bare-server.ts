/**
 * The yardstick of the throughput comparison: bare Fastify (no plugins, no logging) answering the same bytes as
 * Folio, in a process of its own like the real server: the public reads' JSON (serialised per request, as any
 * JSON route is) and the server-rendered pages' HTML (a string sent as is). Reads
 * `{ "/api/projects": { "json": … }, "/": { "html": "…" }, … }` on stdin, listens on BARE_PORT, prints "ready".
 */
import Fastify from 'fastify';

export type BareBody = { json: unknown } | { html: string };

const bodies = JSON.parse(await new Response(process.stdin as unknown as ReadableStream).text()) as Record<
  string,
  BareBody
>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) {
  if ('html' in body) app.get(path, async (_req, reply) => reply.type('text/html; charset=utf-8').send(body.html));
  else app.get(path, async () => body.json);
}
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
