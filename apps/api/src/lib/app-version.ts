import { readFileSync } from 'node:fs';

/** Folio's version, from apps/api/package.json: backups record which version wrote them. */
export const APP_VERSION: string =
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? '0.0.0';
