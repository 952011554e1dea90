/**
 * PostgreSQL cannot store a NUL character in text, nor a lone UTF-16 surrogate in jsonb, and refuses the
 * whole statement when it meets one. Input is checked for them up front so that such a request is a 400 that
 * names the field, and never a 500 or a lost batch of page views.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be stored';

/** The dotted path of the first string (or object key) in `value` that PostgreSQL would refuse, or null. */
export function findUnstorableText(value: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path.length ? path.join('.') : 'body';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, String(index)] }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return [...path, key].join('.');
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
