import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

/** Debian's Chromium, as the Playwright suite uses it; CHROME_PATH picks another. */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type Category = (typeof CATEGORIES)[number];
export type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };
export type LighthouseResult = {
  scores: Record<Category, number>;
  requests: NetworkRequest[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
};

type Report = {
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
  runtimeError?: { message: string };
};

/**
 * Lighthouse from npm with its default settings (mobile, simulated throttling), in headless Chromium, as the
 * issue measures: the four category scores, the first and largest contentful paint, and the requests it saw.
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  // Lighthouse sometimes loses the trace of a load ("Please run Lighthouse again", e.g. NO_NAVSTART): so we do.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (attempt >= 3 || !String((error as { stderr?: unknown }).stderr ?? error).includes('run Lighthouse again'))
        throw error;
    }
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseResult> {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    requests: report.audits['network-requests']?.details?.items ?? [],
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}
