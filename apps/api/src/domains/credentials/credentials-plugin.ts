import fp from 'fastify-plugin';
import { RESUME_DOWNLOAD_PATH } from '@folio/contracts';
import { downloadResume } from './download-resume';

/** What the credentials domain serves outside tRPC: the resume file as a download (bytes, not JSON). */
export const credentialsPlugin = fp(
  async (app) => {
    app.get(RESUME_DOWNLOAD_PATH, downloadResume);
  },
  { name: 'credentials', dependencies: ['db', 'storage'] },
);
