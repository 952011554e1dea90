import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS, type DayRange } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { addDays } from './utc-day';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days a range holds, both ends included. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The days asked for: `from` through `to`, both included; without `to`, through today; without `from`, the 30
 * days that end at `to`. A range that ends before it starts, or longer than ten years, is a 400 naming `to`/`from`.
 */
export function resolveRange(input: { from: string | null; to: string | null }, today: string): DayRange {
  const to = input.to ?? (input.from && input.from > today ? input.from : today);
  const from = input.from ?? addDays(to, 1 - DEFAULT_RANGE_DAYS);
  if (from > to) throw AppError.invalidField('to', 'Must not be before from');
  if (daysIn({ from, to }) > MAX_RANGE_DAYS)
    throw AppError.invalidField('from', `The range must be at most ${String(MAX_RANGE_DAYS)} days`);
  return { from, to };
}

/** The period of the same length just before `range` (the comparison). */
export function previousRange(range: DayRange): DayRange {
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}
