import { describe, expect, it } from 'vitest';
import { presetRange } from './date-range';
import { percentShares } from './shares';

describe('percentShares', () => {
  it('adds up to 100 where rounding each share would make 101', () => {
    expect(percentShares([1, 1, 1])).toEqual([34, 33, 33]);
    // 33.5 + 33.5 + 33 rounds to 34 + 34 + 33 = 101.
    const counts = [335, 335, 330];
    expect(counts.map((count) => Math.round((count / 1000) * 100)).reduce((a, b) => a + b)).toBe(101);
    expect(percentShares(counts)).toEqual([34, 33, 33]);
    expect(percentShares(counts).reduce((a, b) => a + b)).toBe(100);
  });

  it('gives zeros when there is nothing to share', () => {
    expect(percentShares([0, 0])).toEqual([0, 0]);
  });
});

describe('presetRange', () => {
  const now = new Date('2026-03-15T23:30:00Z');
  it('ends today (UTC) and starts as the preset says, across month and year ends', () => {
    expect(presetRange('7d', now)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('30d', now)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetRange('this-month', now)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('last-month', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('12m', now)).toEqual({ from: '2025-03-16', to: '2026-03-15' });
    expect(presetRange('last-month', new Date('2026-01-10T00:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
});
