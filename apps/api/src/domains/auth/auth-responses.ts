import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderAuthErrorPage } from './auth-page';
import { authTexts } from './auth-texts';

/** Sign-in pages are personal and short-lived: never cached, never indexed. */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** A sign-in error page; `detail` is a smaller line under the message (a provider's error code). */
export async function sendAuthError(
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
  detail?: string,
): Promise<FastifyReply> {
  return sendHtml(reply, status, renderAuthErrorPage({ title, message, detail, texts: await authTexts(reply.server) }));
}

/** Scripts post JSON and want JSON errors; browsers post the form and want a page. */
export function wantsJson(req: FastifyRequest): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
}
