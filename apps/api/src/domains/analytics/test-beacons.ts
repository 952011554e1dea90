import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/build-test-app';

/** Browsers as they announce themselves. */
export const BROWSERS = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
} as const;

export const BOTS = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
} as const;

export type BeaconOptions = {
  userAgent?: string | null;
  address?: string;
  cookie?: string;
  headers?: Record<string, string>;
};

/** POST /api/activity as a browser's sendBeacon would (a JSON Blob, same origin). */
export function sendBeacon(t: TestApp, payload: unknown, options: BeaconOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', ...options.headers };
  const userAgent = options.userAgent === undefined ? BROWSERS.chromeDesktop : options.userAgent;
  if (userAgent !== null) headers['user-agent'] = userAgent;
  if (options.cookie) headers.cookie = options.cookie;
  return t.inject({
    method: 'POST',
    url: '/api/activity',
    headers,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: options.address ?? '203.0.113.7',
  });
}

/** Sends the beacon, insists it was accepted, and writes the buffer so the next read sees it. */
export async function recordView(t: TestApp, payload: unknown, options: BeaconOptions = {}): Promise<void> {
  const response = await sendBeacon(t, payload, {
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
  });
  if (response.statusCode !== 202) throw new Error(`beacon answered ${String(response.statusCode)}: ${response.body}`);
}

export async function readStats(
  t: TestApp,
  cookie: string,
  query = '',
): Promise<{ totalViews: number; uniqueVisitors: number; pageViews: { page: string; count: number }[] }> {
  await t.app.analytics.flush();
  const response = await t.inject({ method: 'GET', url: `/api/activity-stats${query}`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`stats answered ${String(response.statusCode)}: ${response.body}`);
  return response.json();
}

/**
 * Pins the ingestion clock to an instant (salt rotation, days of the chart). It waits for a timer tick that
 * began under the old clock: one begun at today's real date would otherwise, late under load, sweep the
 * visitor hashes this test writes for its pinned days as long expired.
 */
export async function setClock(t: TestApp, instant: string): Promise<void> {
  t.app.analytics.clock = () => new Date(instant);
  await t.app.analytics.idle();
}

export async function resetClock(t: TestApp): Promise<void> {
  t.app.analytics.clock = () => new Date();
  await t.app.analytics.idle();
}
