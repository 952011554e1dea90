import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { DownloadTarget } from './storage-provider';

/** Response headers a download must carry, whichever driver stores the bytes. */
export type DownloadHeaders = { contentType: string; contentDisposition: string };

/**
 * Types a browser may render from our origin without risk; anything else (HTML, SVG, scripts, ...) is sent as
 * opaque bytes so an uploaded file can never run as part of the site.
 */
const SAFE_TYPE = /^((image|video|audio)\/[\w.+-]+|application\/pdf|text\/plain)$/;
/** SVG is an image that can carry scripts. */
const SCRIPTABLE_IMAGE = 'image/svg+xml';

export function safeContentType(mimeType: string): string {
  const essence = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!SAFE_TYPE.test(essence) || essence === SCRIPTABLE_IMAGE) return 'application/octet-stream';
  return essence === 'text/plain' ? 'text/plain; charset=utf-8' : essence;
}

/** RFC 6266/8187 (content-disposition): the exact UTF-8 name, with an ASCII fallback for old clients. */
export function downloadHeaders(file: { name: string; mimeType: string }): DownloadHeaders {
  return { contentType: safeContentType(file.mimeType), contentDisposition: contentDisposition(file.name) };
}

/**
 * Sends a stored file as an attachment the browser must not sniff, with the same headers on every driver (the
 * s3 driver streams through the API for exactly this reason).
 */
export function sendDownload(reply: FastifyReply, file: { name: string; mimeType: string }, target: DownloadTarget) {
  const headers = downloadHeaders(file);
  reply
    .type(headers.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', headers.contentDisposition);
  if (Number.isFinite(target.size)) reply.header('content-length', target.size);
  return reply.send(target.stream);
}
