/** What global setup hands to the tests (through the environment, which the workers inherit). */
export const E2E_ENV = {
  baseUrl: 'FOLIO_E2E_BASE_URL',
  databaseUrl: 'FOLIO_E2E_DATABASE_URL',
  /** The loopback port the server sends notification mail to (SMTP_URL); a test starts an SMTP server there. */
  smtpPort: 'FOLIO_E2E_SMTP_PORT',
} as const;

/** The owner's password on the test server. */
export const OWNER_PASSWORD = 'e2e-owner-password';

export function requireE2eEnv(name: (typeof E2E_ENV)[keyof typeof E2E_ENV]): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts (global setup)`);
  return value;
}
