import { THUMBNAIL_WIDTHS } from '@folio/contracts';
import type { OpenAPIObject } from 'trpc-to-openapi';

type Paths = NonNullable<OpenAPIObject['paths']>;

/** Uploads and downloads are plain routes at the site's root (bytes, not JSON), so their server is `/`. */
const ROOT_SERVER = [
  { url: '/', description: 'The site itself: object paths are absolute (`/objects/uploads/<id>`).' },
];

const uploadId = {
  name: 'id',
  in: 'path' as const,
  required: true,
  description: 'The id in the `objectKey` that POST /api/objects/upload answered.',
  schema: { type: 'string' as const, format: 'uuid' },
};

/**
 * The two calls of the three-call upload that are not procedures: PUT the bytes to `uploadURL`, and the
 * download at a file's `objectPath`. The status lists are exactly what receive-upload.ts and download-file.ts answer.
 */
export const filesOpenApiPaths: Paths = {
  '/objects/uploads/{id}': {
    servers: ROOT_SERVER,
    put: {
      operationId: 'files-putUploadBytes',
      tags: ['files'],
      summary: "Upload a file's bytes",
      description:
        'Second of the three upload calls: PUT the raw bytes (any content type, at most 50 MB) to the `uploadURL` ' +
        'POST /api/objects/upload answered, as is: its `expires` and `signature` are the only authority needed. With ' +
        'the s3 driver, `uploadURL` points at the bucket instead and this path is not used. Then register the file with POST /api/files.',
      security: [],
      parameters: [
        uploadId,
        {
          name: 'expires',
          in: 'query',
          required: true,
          description: 'When the URL expires (Unix seconds).',
          schema: { type: 'string', pattern: '^\\d+$' },
        },
        {
          name: 'signature',
          in: 'query',
          required: true,
          description: 'The signature of the key and the expiry.',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        description: "The file's bytes.",
        content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        '200': { description: 'Stored; register the file next.' },
        '403': { description: 'The signature is forged or the URL has expired.' },
        '404': { description: 'Not an upload URL.' },
        '409': { description: 'This upload URL has already been used.' },
        '413': { description: 'The file is larger than 50 MB; nothing is kept.' },
        '503': { description: 'The storage is full or unavailable.' },
      },
    },
    get: {
      operationId: 'files-downloadFile',
      tags: ['files'],
      summary: 'Download a file',
      description:
        "A registered file's bytes at its `objectPath`, as an attachment named after the file (Content-Disposition) that " +
        'browsers must not sniff; types a browser could run (HTML, SVG, scripts) are sent as application/octet-stream. ' +
        'With `w`, a WebP thumbnail of a picture (PNG, JPEG, WebP, GIF, AVIF) at most `w` pixels wide. A private file ' +
        'answers 404 to anyone but the owner (session or bearer token), exactly as a file that does not exist.',
      security: [],
      parameters: [
        { ...uploadId, description: "The id in the file's `objectPath`." },
        {
          name: 'w',
          in: 'query',
          required: false,
          description: 'Answer a WebP thumbnail at most this many pixels wide (never enlarged) instead of the file.',
          schema: { type: 'integer', enum: [...THUMBNAIL_WIDTHS] },
        },
      ],
      responses: {
        '200': {
          description: "The file's bytes.",
          headers: {
            'Content-Disposition': { description: 'attachment, with the file name', schema: { type: 'string' } },
            'X-Content-Type-Options': { description: 'nosniff', schema: { type: 'string' } },
          },
          // The file's own type when browsers render it safely (images, video, audio, PDF, plain text);
          // application/octet-stream for everything else; image/webp for a thumbnail.
          content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
        },
        '304': { description: "The thumbnail is unchanged since the client's copy (If-None-Match)." },
        '400': { description: `\`w\` is not one of ${THUMBNAIL_WIDTHS.join(', ')}.` },
        '404': { description: 'No file at this path, or a private one and the caller is not the owner.' },
        '413': { description: 'The picture has too many pixels to make a thumbnail of (a decompression bomb).' },
        '415': { description: 'A thumbnail was asked of a file that is not a picture.' },
        '503': { description: 'The storage is unavailable, or too many thumbnails are being made; try again shortly.' },
      },
    },
  },
};
