import { AppError } from './errors';

/** No form or script of Folio nests deeper than a few levels; parsers and validators recurse per level. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests arrays/objects deeper than `limit`, found in one pass over the text without
 * parsing it (brackets inside strings do not count). Malformed text is left for the parser to refuse.
 */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

export function tooDeeplyNested(): AppError {
  return new AppError(
    'BAD_REQUEST',
    `The request input is nested too deeply (more than ${String(MAX_JSON_DEPTH)} levels)`,
  );
}
