import packageJson from '../../package.json' with { type: 'json' };

/** Folio's version, from apps/api/package.json: backups record which version wrote them. */
export const APP_VERSION: string = (packageJson as { version?: string }).version ?? '0.0.0';
