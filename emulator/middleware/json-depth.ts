// How deep a JSON text nests, measured on the text before it is parsed: the parser itself copes with any
// depth, but every recursive walk after it (structuredClone, JSON.stringify, validators) overflows the
// stack on a body nested 100,000 levels, which answered a 500 instead of a bad-request error.

/**
 * The deepest nesting of objects and arrays a JSON text may have. Why 64: no wire body or config tree
 * of PROTOCOL.md comes near it (metadata and config trees nest a handful of levels), and every walk of
 * the emulator stays far from the stack's limit at that depth.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `text` nests objects/arrays deeper than `limit`; one pass, no recursion, strings skipped. */
export function jsonNestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth--;
  }
  return false;
}
