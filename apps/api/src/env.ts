import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cron } from 'croner';
import { z } from 'zod';

/** The repository root: relative paths in the configuration are resolved against it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` accepts next to addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address (Fastify's `trustProxy`): a hop count (`1` = one proxy in
 * front), or a list of proxy addresses/CIDRs. `true` would believe any `X-Forwarded-For` a client makes up.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): number | string[] | false => {
    if (value === undefined || value === 'false') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          '`true` would trust any X-Forwarded-For header a client sends. Set the number of proxies in front of Folio ' +
          '(e.g. TRUST_PROXY=1 for one reverse proxy) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs; not an address: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    // Loopback unless told otherwise: a laptop's sign-in page is not for its local network. Images set 0.0.0.0.
    HOST: z.string().default('127.0.0.1'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .refine(isConnectionString, {
        message:
          'is not a valid connection string. A password in it must be URL-encoded (@ as %40, : as %3A, / as %2F, ' +
          '# as %23, % as %25, ...), or leave the password out of the URL and set PGPASSWORD to it as it is',
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    /**
     * /readyz (and new uploads) fail below this much free space under DATA_DIR/objects, local storage only.
     * 100: room for two uploads at the 50 MB limit, so the instance is reported before uploads (and the
     * database, when it shares the disk) start failing. 0 keeps only the check that a file can be written.
     */
    READY_MIN_FREE_MB: z
      .string()
      .regex(/^\d+$/, 'must be a whole number of megabytes, e.g. 100 (0 turns the free-space check off)')
      .optional()
      .transform((value) => (value === undefined ? 100 : Number(value))),
    /**
     * How long visitors share one read of the profile, projects and files (trpc/public-read.ts): one database
     * query per period however many visitors ask. 0 reads the database for every visitor.
     */
    PUBLIC_READ_CACHE_MS: z
      .string()
      .regex(/^\d+$/, 'must be a whole number of milliseconds, e.g. 1000 (0 turns sharing off)')
      .optional()
      .transform((value) => (value === undefined ? 1000 : Number(value))),
    /** Shared rate-limit counters for several instances; unset, each instance counts on its own. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),

    OWNER_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    GITHUB_CLIENT_ID: optional,
    GITHUB_CLIENT_SECRET: optional,
    OWNER_GITHUB_LOGINS: list,
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: optional,
    OIDC_CLIENT_SECRET: optional,
    OWNER_EMAILS: list,

    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional(),
    S3_PUBLIC_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optional,
    S3_ACCESS_KEY: optional,
    S3_SECRET_KEY: optional,
    S3_FORCE_PATH_STYLE: booleanFlag,

    // Notification mails: none are sent without SMTP_URL.
    SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
    MAIL_FROM: optional.pipe(z.string().max(320).optional()),
    NOTIFY_EMAIL: optional.pipe(z.email('must be an email address').optional()),
    /** When scheduled backups run, in cron syntax (e.g. `0 3 * * *`, every day at 03:00 UTC); unset: none. */
    BACKUP_SCHEDULE: optional.refine((value) => value === undefined || isCronPattern(value), {
      message: 'must be a cron schedule such as "0 3 * * *" (minute hour day-of-month month day-of-week)',
    }),
    /**
     * The key backups are encrypted to (an age identity, `AGE-SECRET-KEY-1…`); unset, DATA_DIR/secrets/backup.key,
     * made at the first backup. Several instances of one site need the same one.
     */
    BACKUP_KEY: optional.refine(
      (value) => value === undefined || /^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/.test(value.trim()),
      {
        message: 'must be a backup key as `pnpm backup:key` prints it (AGE-SECRET-KEY-1…)',
      },
    ),
    /** How many scheduled backups to keep; older ones are removed after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1, 'must be at least 1').default(7),
    /** The directory a `pnpm` command was run from (pnpm sets it): command-line paths are relative to it. */
    INIT_CWD: optional,
  })
  .superRefine((env, ctx) => {
    const requireTogether = (names: (keyof typeof env)[]) => {
      const set = names.filter((name) => env[name] !== undefined && (env[name] as unknown) !== '');
      if (set.length > 0 && set.length < names.length) {
        for (const name of names.filter((n) => !set.includes(n))) {
          ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${set.join(', ')}` });
        }
      }
    };
    requireTogether(['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET']);
    requireTogether(['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']);
    if (env.GITHUB_CLIENT_ID && env.OWNER_GITHUB_LOGINS.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['OWNER_GITHUB_LOGINS'], message: 'is required with GITHUB_CLIENT_ID' });
    }
    if (env.OIDC_ISSUER && env.OWNER_EMAILS.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['OWNER_EMAILS'], message: 'is required with OIDC_ISSUER' });
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required with STORAGE_DRIVER=s3' });
      }
    }
  });

/**
 * Parses as the PostgreSQL driver parses it: a URL whose user and password decode. A `#` starts a fragment,
 * which a connection string never has: it comes from a password that was not encoded (the driver would silently
 * connect to the wrong host or with half the password).
 */
function isConnectionString(url: string): boolean {
  try {
    const parsed = new URL(url);
    decodeURIComponent(parsed.username);
    decodeURIComponent(parsed.password);
    return !url.includes('#');
  } catch {
    return false;
  }
}

function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true, timezone: 'UTC' }).stop();
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

/** Configuration the app runs with: the environment, checked, with paths and URLs resolved. */
export type Config = Omit<Env, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** Absolute DATA_DIR. */
  dataDir: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment once. A bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`FOO=` in a .env file, `FOO: ""` in compose) means "not set", for every variable.
  const set = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${String(env.PORT)}`).replace(/\/$/, ''),
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
  };
}
