/**
 * The yardstick of the throughput comparison: bare Fastify (no plugins, no logging) answering the same JSON as
 * Folio's public reads, in a process of its own like the real server. Reads `{ "/api/projects": …, … }` on
 * stdin, listens on BARE_PORT, prints "ready".
 */
import Fastify from 'fastify';

const bodies = JSON.parse(await new Response(process.stdin as unknown as ReadableStream).text()) as Record<string, unknown>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) app.get(path, async () => body);
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
