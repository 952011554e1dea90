import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('works with nothing set: port 3000, embedded database, local storage', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.STORAGE_DRIVER).toBe('local');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/folio' }, 'DATABASE_URL'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ OWNER_PASSWORD: 'short' }, 'OWNER_PASSWORD'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_CLIENT_ID'],
    [{ GITHUB_CLIENT_ID: 'abc', GITHUB_CLIENT_SECRET: 'def' }, 'OWNER_GITHUB_LOGINS'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'mail.example.com:587' }, 'SMTP_URL'],
    [{ NOTIFY_EMAIL: 'owner at example.com' }, 'NOTIFY_EMAIL'],
    [{ BACKUP_SCHEDULE: 'every night' }, 'BACKUP_SCHEDULE'],
    [{ BACKUP_SCHEDULE: '61 3 * * *' }, 'BACKUP_SCHEDULE'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP'],
    [{ READY_MIN_FREE_MB: 'lots' }, 'READY_MIN_FREE_MB'],
    [{ READY_MIN_FREE_MB: '-1' }, 'READY_MIN_FREE_MB'],
    [{ READY_MIN_FREE_MB: '1.5' }, 'READY_MIN_FREE_MB'],
    [{ READY_MIN_FREE_MB: '100MB' }, 'READY_MIN_FREE_MB'],
    [{ PUBLIC_READ_CACHE_MS: '1s' }, 'PUBLIC_READ_CACHE_MS'],
  ])('refuses %o, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('takes an empty variable as unset, for every variable (compose passes `FOO: ""`)', () => {
    const empty = Object.fromEntries(
      [
        'PORT',
        'HOST',
        'PUBLIC_URL',
        'DATA_DIR',
        'DATABASE_URL',
        'LOG_LEVEL',
        'TRUST_PROXY',
        'REDIS_URL',
        'SESSION_SECRET',
        'OWNER_PASSWORD',
        'GITHUB_CLIENT_ID',
        'GITHUB_CLIENT_SECRET',
        'OIDC_ISSUER',
        'OIDC_CLIENT_ID',
        'OIDC_CLIENT_SECRET',
        'OWNER_EMAILS',
        'OWNER_GITHUB_LOGINS',
        'STORAGE_DRIVER',
        'S3_ENDPOINT',
        'S3_PUBLIC_ENDPOINT',
        'S3_REGION',
        'S3_BUCKET',
        'S3_ACCESS_KEY',
        'S3_SECRET_KEY',
        'S3_FORCE_PATH_STYLE',
        'SMTP_URL',
        'MAIL_FROM',
        'NOTIFY_EMAIL',
        'BACKUP_SCHEDULE',
        'BACKUP_KEEP',
        'READY_MIN_FREE_MB',
        'PUBLIC_READ_CACHE_MS',
        'NODE_ENV',
      ].map((name) => [name, name === 'OIDC_ISSUER' ? '  ' : '']),
    );
    expect(loadConfig(empty)).toEqual(loadConfig({}));
  });

  it('needs 100 MB free for readiness unless READY_MIN_FREE_MB says otherwise (0 turns the check off)', () => {
    expect(loadConfig({}).READY_MIN_FREE_MB).toBe(100);
    expect(loadConfig({ READY_MIN_FREE_MB: '2048' }).READY_MIN_FREE_MB).toBe(2048);
    expect(loadConfig({ READY_MIN_FREE_MB: '0' }).READY_MIN_FREE_MB).toBe(0);
    expect(() => loadConfig({ READY_MIN_FREE_MB: 'lots' })).toThrow(
      /READY_MIN_FREE_MB: must be a whole number of megabytes/,
    );
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['0', false],
    ['false', false],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('takes TRUST_PROXY=%s as a hop count or a list of proxies', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses TRUST_PROXY=true, saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*TRUST_PROXY=1/);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example.com', '1.2.3'])(
    'refuses TRUST_PROXY=%s, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
    },
  );

  it('refuses a REDIS_URL that is not a redis:// URL', () => {
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL: /);
  });

  it('takes smtp:// and smtps:// URLs for SMTP_URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.com:465',
    );
  });

  it('takes a cron schedule for backups and how many to keep', () => {
    const config = loadConfig({ BACKUP_SCHEDULE: '0 3 * * *', BACKUP_KEEP: '14' });
    expect(config.BACKUP_SCHEDULE).toBe('0 3 * * *');
    expect(config.BACKUP_KEEP).toBe(14);
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'nightly' })).toThrow(
      /BACKUP_SCHEDULE: must be a cron schedule such as "0 3 \* \* \*"/,
    );
  });
});
