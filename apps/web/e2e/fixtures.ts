import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_ENV, OWNER_PASSWORD, requireE2eEnv } from './e2e-env';

type TestFixtures = {
  /** Empties every table before the test (automatic), so each test starts from a clean site. */
  resetDatabase: () => Promise<void>;
  /** Signs the page in as the owner through the real password form at /api/login. */
  signIn: (page: Page) => Promise<void>;
  /** A REST client signed in as the owner (session cookie), for seeding data. */
  api: APIRequestContext;
};

type ConsoleGuard = {
  /**
   * Lets console errors matching `pattern` pass (matched against "text (url)"): a request the test makes fail
   * on purpose, or a 404 it visits. Hydration problems and uncaught exceptions never pass.
   */
  allow: (pattern: RegExp) => void;
};

type GuardFixtures = {
  /** Fails the test on any console error, hydration warning or uncaught exception in the page (automatic). */
  consoleGuard: ConsoleGuard;
};

type WorkerFixtures = { databasePool: pg.Pool };

/** React's production hydration errors are minified: #418 mismatch, #419/#421/#422/#423/#425 client fallback. */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

let testCounter = 0;

/** A distinct client address per test, so the server's per-address rate limits never carry over. */
function fakeClientAddress(): string {
  testCounter += 1;
  return `198.51.100.${String((testCounter % 250) + 1)}`;
}

async function truncateAll(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'",
  );
  if (rows.length === 0) return;
  const statement = `truncate ${rows.map((row) => `"${row.tablename}"`).join(', ')} restart identity cascade`;
  // The server writes in the background (page views it buffered, sessions): a truncate of every table can meet one of
  // those writes in a deadlock (SQLSTATE 40P01), which PostgreSQL ends by failing one side. Ours goes again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await pool.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= 5) throw error;
    }
  }
}

/** The app marks <html> once it is interactive (hydrated, or rendered in the browser): see app/app.tsx. */
async function waitUntilInteractive(page: Page): Promise<void> {
  try {
    // Not the app (the server's sign-in page): nothing to wait for.
    await page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.hasAttribute('data-interactive'),
    );
  } catch (error) {
    // The page went on to another document meanwhile (a redirect to sign in): the test follows that one.
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
  }
}

/**
 * Pictures the tests link on other sites (https://example.com/...) cannot load: this machine reaches no other host.
 * Chromium reports each as a console error that says nothing about Folio, so those alone are not counted.
 */
function isOffSiteResource(text: string, pageUrl: string): boolean {
  const failed = /^Failed to load resource: net::ERR_[A-Z_]+ \((https?:\/\/[^)]+)\)$/.exec(text)?.[1];
  return failed !== undefined && new URL(failed).origin !== new URL(pageUrl).origin;
}

export const test = base.extend<TestFixtures & GuardFixtures & { clientAddress: string }, WorkerFixtures>({
  // A server-rendered page is visible before its buttons work: navigations wait until the app has hydrated,
  // as a person would never notice but a test clicking at once would.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitUntilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitUntilInteractive(page);
      return response;
    };
    await use(page);
  },

  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        const text = `${message.text()} (${message.location().url})`;
        const isHydration = HYDRATION_PROBLEM.test(text);
        const isProblem = message.type() === 'error' || (message.type() === 'warning' && isHydration);
        if (isProblem && !isHydration && isOffSiteResource(text, page.url())) return;
        if (isProblem && (isHydration || !isAllowed(text))) problems.push(`console.${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => void allowed.push(pattern) });
      expect(problems, 'console errors, hydration warnings or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],

  baseURL: async ({}, use) => use(requireE2eEnv(E2E_ENV.baseUrl)),
  clientAddress: async ({}, use) => use(fakeClientAddress()),
  extraHTTPHeaders: async ({ clientAddress }, use) => use({ 'x-forwarded-for': clientAddress }),

  databasePool: [
    async ({}, use) => {
      const pool = new pg.Pool({ connectionString: requireE2eEnv(E2E_ENV.databaseUrl), max: 2 });
      await use(pool);
      await pool.end();
    },
    { scope: 'worker' },
  ],

  resetDatabase: [
    async ({ databasePool }, use) => {
      const reset = () => truncateAll(databasePool);
      await reset();
      await use(reset);
    },
    { auto: true },
  ],

  signIn: async ({}, use) => {
    await use(async (page) => {
      await page.goto('/api/login');
      await page.getByLabel('Password').fill(OWNER_PASSWORD);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/'),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      await waitUntilInteractive(page);
    });
  },

  api: async ({ playwright, baseURL, clientAddress }, use) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
    });
    const response = await api.post('/api/login/password', { form: { password: OWNER_PASSWORD }, maxRedirects: 0 });
    expect(response.status(), 'owner sign-in for seeding').toBe(303);
    await use(api);
    await api.dispose();
  },
});

export { expect };

/** axe-core on the current page: no serious or critical violation (minor ones are reported, not failed). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${String(v.impact)}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * Holds back the app's code (src/boot.ts loads it after a server-rendered page's first paint), so a test can act on
 * the page as a visitor does before it works. Answers the function that lets the code through.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export type ShownToast = { title: string; description: string; variant: string | undefined };

/**
 * Records every toast the page shows, across navigations. For pages that move on by themselves, like the
 * redirect to sign-in 500 ms after 'Authentication Required': a locator that polls for such a toast races the
 * redirect, and once a navigation is under way Playwright waits for it to end before looking again.
 */
export async function recordToasts(page: Page): Promise<ShownToast[]> {
  const shown: ShownToast[] = [];
  await page.exposeBinding('__folioToastShown', (_source, toast: ShownToast) => {
    shown.push(toast);
  });
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    const report = (window as unknown as { __folioToastShown: (toast: ShownToast) => void }).__folioToastShown;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll<HTMLElement>('[data-testid="toast"]')) {
        if (reported.has(toast)) continue;
        reported.add(toast);
        report({
          title: toast.querySelector('.mantine-Notification-title')?.textContent ?? '',
          description: toast.querySelector('.mantine-Notification-description')?.textContent ?? '',
          variant: toast.dataset.variant,
        });
      }
    }).observe(document, { subtree: true, childList: true });
  });
  return shown;
}
