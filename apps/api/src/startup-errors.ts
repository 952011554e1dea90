import type { Config } from './env';

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
]);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** host:port/database of a connection string, never its password. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured database';
  }
}

/**
 * What an operator can do about an error that stopped the start, naming the variable to change; null for an
 * error that is a bug (its stack trace is then the useful part).
 */
export function describeStartupError(
  error: unknown,
  config: Pick<Config, 'PORT' | 'HOST' | 'DATABASE_URL'>,
): string | null {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const syscall = (error as { syscall?: unknown } | null)?.syscall;
  if (syscall === 'listen' || code === 'EADDRINUSE') {
    if (code === 'EADDRINUSE')
      return `Port ${String(config.PORT)} is already in use on ${config.HOST}. Set PORT to a free port, or stop the program using it.`;
    if (code === 'EACCES')
      return `Not allowed to listen on port ${String(config.PORT)}. Set PORT to a port above 1023.`;
    if (code === 'EADDRNOTAVAIL')
      return `${config.HOST} is not an address of this machine. Set HOST (0.0.0.0 listens on all of them).`;
  }
  const database = config.DATABASE_URL
    ? `the database at ${describeDatabase(config.DATABASE_URL)}`
    : 'the embedded database';
  const check = config.DATABASE_URL ? 'Check DATABASE_URL' : 'Check DATA_DIR, or set DATABASE_URL';
  if (
    (code !== undefined && UNREACHABLE.has(code)) ||
    /timeout exceeded when trying to connect|Connection terminated/i.test(message)
  ) {
    return `Cannot reach ${database} (${code ?? message}). ${check}, and that PostgreSQL is running and accepts connections.`;
  }
  if (code === '28P01' || code === '28000') {
    // With DATABASE_URL, the password is in the URL (URL-encoded) or, as compose passes it, in PGPASSWORD.
    const where = config.DATABASE_URL ? 'Check DATABASE_URL and PGPASSWORD' : check;
    return `${database} refused the login (${message}). ${where}: user and password.`;
  }
  if (code === '3D000') return `${message} on ${database}. ${check}, or create the database.`;
  if (code === '57P03') return `${database} is starting up or shutting down. Try again in a moment.`;
  return null;
}
