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
  ])('refuses %o, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
