import { describe, expect, it } from 'vitest';
import { ActivityBuffer } from './activity-buffer';
import type { PageView } from './page-view';

function view(page: string): PageView {
  return {
    createdAt: new Date('2026-11-23T10:00:00Z'),
    day: '2026-11-23',
    userId: null,
    isOwner: false,
    page,
    action: 'view',
    metadata: null,
    ipAddress: '203.0.113.0',
    userAgent: 'Mozilla/5.0',
    referrerHost: null,
    deviceType: 'desktop',
    visitorHash: Buffer.alloc(16),
    country: null,
    eventTarget: null,
    sourceKey: null,
  };
}

/** A database stand-in that refuses any batch holding a page named '/bad', as PostgreSQL refuses bad data. */
function refusingDatabase() {
  const written: string[] = [];
  const failures: { views: number; retried: boolean }[] = [];
  const buffer = new ActivityBuffer({
    batchSize: 100,
    maxPending: 1000,
    write: async (views) => {
      if (views.some((v) => v.page === '/bad'))
        throw Object.assign(new Error('invalid input syntax'), { code: '22P02' });
      written.push(...views.map((v) => v.page));
    },
    isRetryable: (error) => (error as { code?: string }).code !== '22P02',
    onWriteError: (_error, views, retried) => failures.push({ views, retried }),
    onOverflow: () => undefined,
  });
  return { buffer, written, failures };
}

describe('ActivityBuffer', () => {
  it('keeps the other views of a batch when the database refuses one of them', async () => {
    const { buffer, written, failures } = refusingDatabase();
    for (const page of ['/a', '/b', '/bad', '/c']) buffer.add(view(page));
    await buffer.flush();
    expect(written).toEqual(['/a', '/b', '/c']);
    expect(failures).toEqual([{ views: 1, retried: false }]);
    expect(buffer.size).toBe(0);
  });

  it('keeps every view, in order, while the database is unreachable, and writes them once it is back', async () => {
    let reachable = false;
    const written: string[] = [];
    const buffer = new ActivityBuffer({
      batchSize: 2,
      maxPending: 1000,
      write: async (views) => {
        if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        written.push(...views.map((v) => v.page));
      },
      isRetryable: () => true,
      onWriteError: () => undefined,
      onOverflow: () => undefined,
    });
    for (const page of ['/1', '/2', '/3']) buffer.add(view(page));
    await buffer.flush();
    expect(written).toEqual([]);
    expect(buffer.size).toBe(3);
    reachable = true;
    await buffer.retry();
    expect(written).toEqual(['/1', '/2', '/3']);
  });
});
