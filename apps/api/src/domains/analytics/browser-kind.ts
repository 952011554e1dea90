import { isbot } from 'isbot';
import type { DeviceType } from '@folio/contracts';
import { deviceTypeOf } from './device-type';

export type BrowserKind = DeviceType | 'bot';

/**
 * A site's traffic comes from a few hundred distinct user agents at most, and telling bots apart takes
 * isbot's large regular expression: the answer is kept per user agent, so a page view pays for a Map lookup.
 * Bounded (oldest forgotten first) so that made-up user agents cannot grow it; very long ones are not kept.
 */
const CACHE_LIMIT = 1000;
const CACHEABLE_LENGTH = 512;
const kinds = new Map<string, BrowserKind>();

/** 'bot' for crawlers, scripts and headless browsers; otherwise the kind of device. */
export function browserKindOf(userAgent: string): BrowserKind {
  const known = kinds.get(userAgent);
  if (known !== undefined) return known;
  const kind: BrowserKind = isbot(userAgent) ? 'bot' : deviceTypeOf(userAgent);
  if (userAgent.length <= CACHEABLE_LENGTH) {
    if (kinds.size >= CACHE_LIMIT) kinds.delete(kinds.keys().next().value as string);
    kinds.set(userAgent, kind);
  }
  return kind;
}
