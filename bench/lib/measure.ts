export type Latencies = { p50: number; p95: number; runs: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Runs `task` one call at a time (after `warmup` unmeasured calls) and answers its p50 and p95 in ms. */
export async function measure(
  task: () => Promise<unknown>,
  runs: number,
  warmup = Math.min(10, runs),
): Promise<Latencies> {
  for (let i = 0; i < warmup; i += 1) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), runs };
}

/** GET over HTTP as the owner; a non-200 stops the benchmark (a fast error is not a result). */
export function httpGet(url: string, cookie: string): () => Promise<unknown> {
  return async () => {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
    return response.json();
  };
}

export const ms = (value: number): string => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
