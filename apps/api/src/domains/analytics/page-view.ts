import type { DeviceType } from '@folio/contracts';

/** One beacon as it waits in memory to be written: the raw log row plus the keys of the aggregates. */
export type PageView = {
  createdAt: Date;
  /** UTC day of `createdAt`, 'YYYY-MM-DD'. */
  day: string;
  userId: string | null;
  /** Only the owner can sign in, so a signed-in view is the owner's own. */
  isOwner: boolean;
  page: string;
  action: string;
  /** JSON text, or null when the beacon had nothing beyond the referrer. */
  metadata: string | null;
  ipAddress: string | null;
  userAgent: string;
  referrerHost: string | null;
  deviceType: DeviceType;
  visitorHash: Buffer;
  /** ISO code of the full address's country, or null. */
  country: string | null;
  /** Goals only (outbound, download, contact): what was reached; '' for a message. */
  eventTarget: string | null;
  /** Views that landed with UTM parameters: JSON of [source, medium, campaign]. */
  sourceKey: string | null;
};

/** Only page views count in the aggregates; other actions are logged and listed, never counted as views. */
export const COUNTED_ACTION = 'view';

export function isCounted(view: PageView): boolean {
  return view.action === COUNTED_ACTION;
}

/** A goal the Analytics page counts beside the views (never as one). */
export function isGoal(view: PageView): boolean {
  return view.eventTarget !== null;
}

/**
 * The path alone: a query string or fragment can carry search terms or tokens, and would split one page
 * into endless variants in the ranking.
 */
export function normalizePage(page: string): string {
  const end = page.search(/[?#]/);
  return end === -1 ? page : page.slice(0, end) || '/';
}
