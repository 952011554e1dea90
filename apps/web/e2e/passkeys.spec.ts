import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { E2E_ENV, OWNER_PASSWORD, requireE2eEnv } from './e2e-env';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');

/**
 * WebAuthn refuses an IP address as relying party, and the shared test server's PUBLIC_URL is 127.0.0.1: these
 * tests run a second instance on the same database whose PUBLIC_URL is http://localhost:<port>.
 */
let server: ChildProcess | undefined;
let origin = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  origin = `http://localhost:${String(port)}`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-e2e-passkeys-'));
  server = spawn(path.join(API_DIR, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: requireE2eEnv(E2E_ENV.databaseUrl),
      DATA_DIR: dataDir,
      OWNER_PASSWORD,
      LOG_LEVEL: 'warn',
      PUBLIC_READ_CACHE_MS: '0',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (
      await fetch(`http://127.0.0.1:${String(port)}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the localhost instance did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

test('adds a passkey in Settings → Security, then signs in with it: no password, no code', async ({
  page,
}, testInfo) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${origin}/api/login`);
  await page.getByLabel('Password').fill(OWNER_PASSWORD);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await page.goto(`${origin}/settings`);
  const card = page.getByRole('region', { name: 'Security' });
  await card.getByLabel('Passkey name').fill('Virtual key');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Passkey added');
  await expect(card.getByRole('list', { name: 'Your passkeys' }).getByText('Virtual key')).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath('settings-passkeys.png') });

  await page.goto(`${origin}/api/logout`);
  await page.goto(`${origin}/api/login?returnTo=%2Fsettings`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  // And it can be removed.
  await card.getByRole('button', { name: 'Remove Virtual key' }).click();
  await expect(card.getByRole('list', { name: 'Your passkeys' })).toHaveCount(0);
});
