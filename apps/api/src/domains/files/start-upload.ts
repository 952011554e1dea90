import { uploadStartSchema } from '@folio/contracts';
import { z } from 'zod';
import { newUploadKey, objectPathOf } from '../../storage/object-keys';
import { ownerProcedure } from '../../trpc/procedures';
import { insertPendingUpload } from './pending-uploads-repository';

/**
 * Hands out a fresh upload key and the URL to PUT its bytes to. The original client sends a JSON content type
 * and no body, hence `z.void()`.
 */
export const startUpload = ownerProcedure
  .meta({
    openapi: { method: 'POST', path: '/objects/upload', tags: ['files'], summary: 'Get a URL to upload one file to' },
  })
  .input(z.void())
  .output(uploadStartSchema)
  .mutation(async ({ ctx }) => {
    const { db, storage } = ctx;
    // A 503 now rather than after the browser has sent up to 50 MB to a storage that cannot keep them.
    await storage.ping();
    const key = newUploadKey();
    const objectKey = objectPathOf(key);
    await insertPendingUpload(db, objectKey);
    // The local driver answers a path on this server: resolve it against the origin the browser sees. That is
    // PUBLIC_URL when the request came through it (its scheme is right even where a proxy terminates TLS),
    // and otherwise the origin the client used (http://127.0.0.1:3000 as well as http://localhost:3000).
    const publicUrl = new URL(ctx.config.PUBLIC_URL);
    const origin = ctx.req.host === publicUrl.host ? publicUrl.origin : `${ctx.req.protocol}://${ctx.req.host}`;
    const uploadURL = new URL(await storage.createUploadUrl(key), origin).href;
    return { uploadURL, objectKey };
  });
