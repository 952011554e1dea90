import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { activityInputSchema } from '@folio/contracts';
import type { Db } from '@folio/db';
import { ActivityBuffer } from './activity-buffer';
import { writeViews } from './aggregates-repository';
import { browserKindOf } from './browser-kind';
import { truncatedNetwork, parseAddress } from '../../lib/client-address';
import { countryOf } from './country-lookup';
import { goalTarget, sourceKeyOf } from './goals';
import { COUNTED_ACTION, normalizePage } from './page-view';
import { externalReferrerHost } from './referrer-host';
import { DailySalts } from './salts';
import { utcDay } from './utc-day';
import { visitorHash } from './visitor-hash';

/** How often the timer retries failed writes and checks whether a day has passed (salt sweep). */
export const TICK_INTERVAL_MS = 1000;
/** The most views one write takes; under load, batches grow up to this while a write runs. */
export const BATCH_SIZE = 500;
/** Held in memory while the database is unreachable; beyond this, new views are dropped (and logged). */
export const MAX_PENDING_VIEWS = 10_000;

export type Clock = () => Date;

/** What a beacon brings, as the procedure read it off the request. */
export type Beacon = {
  input: z.output<typeof activityInputSchema>;
  address: string;
  userAgent: string | undefined;
  /** The Referer header: only a fallback, since a beacon's own Referer is our page. */
  refererHeader: string | undefined;
  requestHostname: string;
  userId: string | null;
};

/** SQLSTATE classes of bad data (22) and violated constraints (23): writing the batch again would fail again. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return !(typeof code === 'string' && /^2[23]/.test(code));
}

/**
 * Turns beacons into page views and hands them to the buffer. Bots are dropped before anything is stored.
 * `clock` is a property so tests can move time (salt rotation); nothing else changes it.
 */
export class ActivityIngestion {
  clock: Clock = () => new Date();
  private readonly salts: DailySalts;
  private readonly buffer: ActivityBuffer;
  private readonly siteHostname: string;
  private sweptDay: string | null = null;
  private ticking: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.siteHostname = new URL(publicUrl).hostname;
    this.salts = new DailySalts(db);
    this.buffer = new ActivityBuffer({
      write: (views) => writeViews(db, views),
      batchSize: BATCH_SIZE,
      maxPending: MAX_PENDING_VIEWS,
      isRetryable,
      onWriteError: (err, views, retried) =>
        log.error(
          { err, views },
          retried ? 'writing page views failed; will retry' : 'page views dropped: the database refused them',
        ),
      onOverflow: (dropped) => log.warn({ dropped }, 'page views dropped: the write buffer is full'),
    });
  }

  /** Views waiting to be written. */
  get pending(): number {
    return this.buffer.size;
  }

  /** Records one beacon (or nothing, for a bot). Answers once the view is buffered, not written. */
  async record(beacon: Beacon): Promise<void> {
    const userAgent = beacon.userAgent?.trim() ?? '';
    // No user agent at all is a script, not a browser; headless browsers are bots by design.
    const kind = userAgent ? browserKindOf(userAgent) : 'bot';
    if (kind === 'bot') return;
    const createdAt = this.clock();
    const day = utcDay(createdAt);
    const salt = await this.salts.saltFor(day);
    const { referrer, ...rest } = beacon.input.metadata ?? {};
    const metadata = Object.keys(rest).length > 0 ? JSON.stringify(rest) : null;
    const { action } = beacon.input;
    const address = parseAddress(beacon.address);
    this.buffer.add({
      createdAt,
      day,
      userId: beacon.userId,
      isOwner: beacon.userId !== null,
      page: normalizePage(beacon.input.page ?? this.pageOfReferer(beacon)),
      action,
      metadata,
      ipAddress: address && truncatedNetwork(address),
      userAgent,
      referrerHost: externalReferrerHost(typeof referrer === 'string' ? referrer : beacon.refererHeader, [
        this.siteHostname,
        beacon.requestHostname,
      ]),
      deviceType: kind,
      visitorHash: visitorHash(salt, { address: beacon.address, userAgent, siteHost: this.siteHostname }),
      // From the full address, which is not kept: only the country's code is.
      country: address && countryOf(address),
      eventTarget: goalTarget(action, rest),
      sourceKey: action === COUNTED_ACTION ? sourceKeyOf(rest) : null,
    });
  }

  /** A goal beacon without a page was sent from the page its Referer names, when that is one of ours. */
  private pageOfReferer(beacon: Beacon): string {
    try {
      const url = new URL(beacon.refererHeader ?? '');
      return [this.siteHostname, beacon.requestHostname].includes(url.hostname) ? url.pathname : '/';
    } catch {
      return '/';
    }
  }

  /** Writes every pending view now (shutdown, tests). */
  flush(): Promise<void> {
    return this.buffer.flush();
  }

  /**
   * The timer's work: retry a failed write, and once a day delete expired salts and visitor hashes.
   * Calls made while a tick runs share it, so ticks never overlap. Never rejects.
   */
  tick(): Promise<void> {
    this.ticking ??= this.runTick().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  /** Resolves once no tick is running (shutdown; tests that move the clock). */
  async idle(): Promise<void> {
    await this.ticking;
  }

  private async runTick(): Promise<void> {
    const today = utcDay(this.clock());
    if (today !== this.sweptDay) {
      try {
        await this.salts.deleteExpired(today);
        this.sweptDay = today;
      } catch (err) {
        this.log.error({ err }, 'deleting expired visitor salts failed; will retry');
      }
    }
    await this.buffer.retry();
  }
}
