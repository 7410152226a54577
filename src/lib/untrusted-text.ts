// Text that did not come from us (a scanned code, a server's message or name, a query parameter)
// as it may be shown: one line of plain text, capped, with nothing in it that does not show but
// changes what is shown. React renders it as a text node, so markup in it stays text; this takes
// care of what markup escaping does not: direction overrides that make `evil.example/rh.elpmaxe`
// read as `example.hr/...`, zero-width and tag characters that hide or smuggle text, line breaks.

/** The longest text shown by default, in code points, the ellipsis included. */
export const MAX_UNTRUSTED_TEXT = 200;

/**
 * Turned into a space, as each separates words: control characters (C0, DEL, C1: tabs and line
 * breaks among them) and the line and paragraph separators U+2028 and U+2029.
 */
const WORD_BREAKS = /[\p{Cc}\u2028\u2029]/gu;
/**
 * Removed: format characters (`\p{Cf}`: the direction embeddings, overrides and isolates
 * U+202A-U+202E and U+2066-U+2069, the marks U+200E, U+200F and U+061C, the zero-widths
 * U+200B-U+200D and U+2060, a byte order mark U+FEFF inside the text, the soft hyphen, the tag
 * characters), the tag block's unassigned code points, lone surrogates, and the Hangul fillers
 * (letters that draw as nothing).
 */
const INVISIBLE = /[\p{Cf}\p{Cs}\u{e0000}-\u{e007f}\u115f\u1160\u3164\uffa0]/gu;
const BLANKS = /\s+/gu;

/**
 * `text` made safe to show: invisible and direction characters removed, control characters and
 * line breaks as spaces, blanks collapsed, trimmed, and at most `maxLength` whole code points (an
 * emoji is never cut in half), the last an ellipsis when it was cut. Empty for nothing.
 */
export function untrustedText(text: string | null | undefined, maxLength = MAX_UNTRUSTED_TEXT): string {
  if (!text) return '';
  const clean = text.replace(WORD_BREAKS, ' ').replace(INVISIBLE, '').replace(BLANKS, ' ').trim();
  const points = Array.from(clean);
  if (points.length <= maxLength) return clean;
  return `${points
    .slice(0, Math.max(0, maxLength - 1))
    .join('')
    .trimEnd()}…`;
}
