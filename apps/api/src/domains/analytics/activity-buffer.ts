import type { PageView } from './page-view';

export type ActivityBufferOptions = {
  /** Writes one batch (raw rows and aggregates) in one transaction. */
  write: (views: PageView[]) => Promise<void>;
  /** The most views one write takes. */
  batchSize: number;
  /** Views held while the database cannot be reached; beyond this, new views are dropped. */
  maxPending: number;
  /** Whether a failed batch is worth trying again (the database was unreachable) or must be dropped (it holds data PostgreSQL refuses). */
  isRetryable: (error: unknown) => boolean;
  onWriteError: (error: unknown, views: number, retried: boolean) => void;
  onOverflow: (dropped: number) => void;
};

/**
 * Page views wait here and are written in batches, group-commit style: when no write is running, the views
 * of the current event-loop turn are written at once; views that arrive during a write wait for it and go
 * together in the next one. A quiet site sees each view in the database within milliseconds; a busy one
 * gets batches as large as its traffic (up to `batchSize`), one multi-row insert and a few upserts each,
 * which keeps the beacon's answer fast. After a failed write, nothing is tried again until `retry()`
 * (the plugin's timer), so a database outage is not hammered on every view.
 *
 * What a crash can lose: the views accepted but not yet committed (those of the running write and those
 * waiting for it; while the database is unreachable, up to `maxPending`). A graceful shutdown flushes.
 */
export class ActivityBuffer {
  private pending: PageView[] = [];
  private draining: Promise<void> | null = null;
  private scheduled = false;
  private failed = false;
  private dropped = 0;

  constructor(private readonly options: ActivityBufferOptions) {}

  get size(): number {
    return this.pending.length;
  }

  add(view: PageView): void {
    if (this.pending.length >= this.options.maxPending) {
      this.dropped += 1;
      return;
    }
    this.pending.push(view);
    if (this.draining || this.scheduled || this.failed) return;
    // Let the rest of this event-loop turn's requests join the batch.
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** Writes everything pending, including views that arrive while it runs. Never rejects. */
  flush(): Promise<void> {
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /** After a failed write: try again now (the timer calls this once a second). */
  retry(): Promise<void> {
    return this.failed || this.pending.length > 0 ? this.flush() : Promise.resolve();
  }

  private async drain(): Promise<void> {
    this.failed = false;
    if (this.dropped > 0) {
      this.options.onOverflow(this.dropped);
      this.dropped = 0;
    }
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.batchSize);
      const unwritten = await this.write(batch);
      if (unwritten.length > 0) {
        // Back in front, in order, until the next retry.
        this.pending.unshift(...unwritten);
        this.failed = true;
        return;
      }
    }
  }

  /**
   * Writes one batch and answers the views to try again later. When PostgreSQL refuses the batch for its
   * data, the views are written one by one, so that one bad view cannot take its neighbours down with it.
   */
  private async write(batch: PageView[]): Promise<PageView[]> {
    try {
      await this.options.write(batch);
      return [];
    } catch (error) {
      const retry = this.options.isRetryable(error);
      if (retry || batch.length === 1) {
        this.options.onWriteError(error, batch.length, retry);
        return retry ? batch : [];
      }
    }
    for (const [index, view] of batch.entries()) {
      const unwritten = await this.write([view]);
      if (unwritten.length > 0) return batch.slice(index);
    }
    return [];
  }
}
