import { ACTIVITY_EVENT_ACTIONS, type ActivityEventAction } from '@folio/contracts';

type Metadata = Record<string, string | number | boolean | null>;

const isEventAction = (action: string): action is ActivityEventAction =>
  (ACTIVITY_EVENT_ACTIONS as readonly string[]).includes(action);

/** The host of an absolute http(s) URL, without `www.`, or null. */
function hostOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    const host = parsed.hostname.toLowerCase();
    return host.startsWith('www.') ? host.slice(4) : host;
  } catch {
    return null;
  }
}

/** The file name at the end of a path or URL (`/api/files/3/download/cv.pdf` → `cv.pdf`), decoded. */
function fileNameOf(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const withoutQuery = path.replace(/[?#].*$/, '');
  const name = withoutQuery.slice(withoutQuery.lastIndexOf('/') + 1);
  if (!name) return null;
  try {
    return decodeURIComponent(name).slice(0, 200);
  } catch {
    return name.slice(0, 200);
  }
}

/**
 * What a goal beacon reached: the other site's host for `outbound` (from `metadata.url`), the file's name for
 * `download` (`metadata.name` when the page knows it, else the end of `metadata.path`), '' for `contact`. Null for any other action, and for a goal whose metadata
 * names nothing usable (it is logged, not counted).
 */
export function goalTarget(action: string, metadata: Metadata | undefined): string | null {
  if (!isEventAction(action)) return null;
  if (action === 'contact') return '';
  if (action === 'outbound') return hostOf(metadata?.url);
  const name = metadata?.name;
  if (typeof name === 'string' && name.trim()) return name.trim().slice(0, 200);
  return fileNameOf(metadata?.path ?? metadata?.url);
}

const UTM_MAX_LENGTH = 100;

function utmValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, UTM_MAX_LENGTH) : null;
}

/** The campaign a landing view carries (`utm_source`, `utm_medium`, `utm_campaign`), as JSON of the three, or null. */
export function sourceKeyOf(metadata: Metadata | undefined): string | null {
  const parts = [utmValue(metadata?.utm_source), utmValue(metadata?.utm_medium), utmValue(metadata?.utm_campaign)];
  return parts.every((part) => part === null) ? null : JSON.stringify(parts);
}
