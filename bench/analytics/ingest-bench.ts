import type autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Db } from '@folio/db';
import { combine, load, type LoadResult } from '../lib/load';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PAGES = ['/', '/files', '/contact', '/credentials', '/blog/privacy-first'];

let view = 0;
/**
 * Each visitor (address) makes four views, as people browse a few pages; through X-Forwarded-For (see
 * startServer), so the per-address limit applies per visitor and not to the load generator.
 */
function nextAddress(): string {
  view += 1;
  const visitor = view >> 2;
  return `100.${String((visitor >> 16) & 255)}.${String((visitor >> 8) & 255)}.${String(visitor & 255)}`;
}

export type IngestResults = { empty: LoadResult; beacon: LoadResult; written: number };

/** Rounds of each load, alternating, so that a slow moment of the machine does not fall on one side only. */
const ROUNDS = 2;

/**
 * Sustained load on an empty route (/healthz) and on the beacon, alternating on the same server after a short
 * warm-up of each. Then checks that every accepted view reached the database.
 */
export async function benchIngestion(origin: string, db: Db): Promise<IngestResults> {
  const countRows = async () => Number((await sql<{ n: string }>`select count(*) as n from activity_logs`.execute(db)).rows[0]?.n);
  const emptyOptions: autocannon.Options = { url: `${origin}/healthz` };
  const beaconOptions: autocannon.Options = {
    url: `${origin}/api/activity`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ page: PAGES[view % PAGES.length] }),
        }),
      },
    ],
  };
  await load({ ...emptyOptions, duration: 2 });
  await load({ ...beaconOptions, duration: 2 });
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const before = await countRows();
  const empty: LoadResult[] = [];
  const beacon: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    empty.push(await load(emptyOptions));
    beacon.push(await load(beaconOptions));
  }
  // The buffer writes as soon as its previous write ends; give it time to write the last views.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return { empty: combine(empty), beacon: combine(beacon), written: (await countRows()) - before };
}
