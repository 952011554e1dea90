import { RESUME_DOWNLOAD_PATH, RESUME_PDF_PATH } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readVisibleCredentials } from '../credentials';
import { readResumeSettings } from './resume-data';

/**
 * Where the Credentials page's 'Download Resume' points: the generated PDF, the uploaded file, or nowhere (null)
 * when there is no résumé or the caller may not see the credentials. tRPC only, read by the page's render.
 */
export const getResumeLink = publicProcedure
  .input(z.void())
  .output(z.object({ url: z.string().nullable() }))
  .query(async ({ ctx }) => {
    const [credentials, settings] = await Promise.all([readVisibleCredentials(ctx), readResumeSettings(ctx)]);
    if (!credentials) return { url: null };
    if (settings.source === 'generated') return { url: RESUME_PDF_PATH };
    return { url: credentials.resumeFileId ? RESUME_DOWNLOAD_PATH : null };
  });
