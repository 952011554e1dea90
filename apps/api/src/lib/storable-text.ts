/**
 * PostgreSQL cannot store a NUL character in text, nor a lone UTF-16 surrogate in jsonb, and refuses the
 * whole statement when it meets one. Input is checked for them up front so that such a request is a 400 that
 * names the field, and never a 500 or a lost batch of page views.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be stored';

type Frame = { value: object; parent: Frame | null; key: string };

function pathTo(parent: Frame | null, key: string | null): string {
  const parts = key === null ? [] : [key];
  for (let frame = parent; frame?.parent; frame = frame.parent) parts.push(frame.key);
  return parts.length ? parts.reverse().join('.') : 'body';
}

/**
 * The dotted path of the first string (or object key) in `value` that PostgreSQL would refuse, or null.
 * Linear in the size of the input: paths are built only for the answer, and only objects and arrays are
 * queued, so a wide or deep body costs no more than parsing it did.
 */
export function findUnstorableText(value: unknown): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  const stack: Frame[] = [{ value, parent: null, key: '' }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    if (Array.isArray(frame.value)) {
      const items: unknown[] = frame.value;
      for (let index = 0; index < items.length; index += 1) {
        const item = items[index];
        if (typeof item === 'string') {
          if (UNSTORABLE.test(item)) return pathTo(frame, String(index));
        } else if (typeof item === 'object' && item !== null) {
          stack.push({ value: item, parent: frame, key: String(index) });
        }
      }
      continue;
    }
    for (const key in frame.value) {
      if (!Object.hasOwn(frame.value, key)) continue;
      if (UNSTORABLE.test(key)) return pathTo(frame, key);
      const item: unknown = (frame.value as Record<string, unknown>)[key];
      if (typeof item === 'string') {
        if (UNSTORABLE.test(item)) return pathTo(frame, key);
      } else if (typeof item === 'object' && item !== null) {
        stack.push({ value: item, parent: frame, key });
      }
    }
  }
  return null;
}
