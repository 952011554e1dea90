import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; p99: number; ok: number; notModified: number; failed: number };

/** Sustained load with autocannon: 16 connections for 10 s unless the options say otherwise. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 16, duration: 10, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    ok: result['2xx'],
    notModified: result['3xx'],
    // A 304 is the answer asked for when revalidating; anything else that is not 2xx is a failure.
    failed: result.non2xx - result['3xx'] + result.errors + result.timeouts,
  };
}

/** Rounds of one load put together: mean rate, worst p99, all answers. */
export function combine(results: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
    p99: Math.max(...results.map((r) => r.p99)),
    ok: results.reduce((sum, r) => sum + r.ok, 0),
    notModified: results.reduce((sum, r) => sum + r.notModified, 0),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
  };
}
