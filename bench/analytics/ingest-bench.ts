import type autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Db } from '@folio/db';
import { combine, load, type LoadResult } from '../lib/load';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PAGES = ['/', '/files', '/contact', '/credentials', '/blog/privacy-first'];

/** Distinct beacons, sent in turn by every connection; see BEACONS. */
const BEACON_COUNT = 8192;

/**
 * Each visitor (address) makes four views, as people browse a few pages; through X-Forwarded-For (see
 * startServer), so the per-address limit applies per visitor and not to the load generator.
 */
function addressOf(view: number): string {
  const visitor = view >> 2;
  return `100.${String((visitor >> 16) & 255)}.${String((visitor >> 8) & 255)}.${String(visitor & 255)}`;
}

/**
 * Built once, before the clock runs: autocannon shares these two cores with the server, and a request rebuilt
 * per send (its `setupRequest`) cost it about twice the CPU of the empty route's fixed one, which the server's
 * ratio then paid for. Every connection goes through them in order, so an address sees at most 16 connections ×
 * 4 views per pass, well under the limit of 300 a minute at the rates seen here.
 */
const BEACONS: autocannon.Request[] = Array.from({ length: BEACON_COUNT }, (_, view) => ({
  method: 'POST',
  path: '/api/activity',
  headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'x-forwarded-for': addressOf(view) },
  body: JSON.stringify({ page: PAGES[view % PAGES.length] }),
}));

export type IngestResults = { empty: LoadResult; beacon: LoadResult; written: number };

/** Rounds of each load, alternating, so that a slow moment of the machine does not fall on one side only. */
const ROUNDS = 2;

/**
 * Sustained load on an empty route (/healthz) and on the beacon, alternating on the same server after a short
 * warm-up of each. Then checks that every accepted view reached the database.
 */
export async function benchIngestion(origin: string, db: Db): Promise<IngestResults> {
  const countRows = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from activity_logs`.execute(db)).rows[0]?.n);
  const emptyOptions: autocannon.Options = { url: `${origin}/healthz` };
  const beaconOptions: autocannon.Options = { url: `${origin}/api/activity`, requests: BEACONS };
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
