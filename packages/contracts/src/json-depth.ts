const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** Index of the quote that closes the string opened at `open`, or -1 if it is never closed. */
function closingQuote(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at >= 0; at = text.indexOf('"', at + 1)) {
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
  }
  return -1;
}

/**
 * Whether JSON text nests objects and arrays deeper than `max` levels, found by one pass over
 * the characters (brackets inside strings do not count; a string is skipped with indexOf, so a
 * 13 MB base64 upload costs one scan). Run before JSON.parse, so a body nested thousands of
 * levels is refused without building it: every later recursive step (validation, the audit
 * copy, storage as jsonb, serialising the answer) could overflow the stack on it. Malformed
 * text is left to the parser to refuse.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === QUOTE) {
      index = closingQuote(text, index);
      if (index < 0) return false;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth--;
  }
  return false;
}
