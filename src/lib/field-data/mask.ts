// Masking for the field data beacon (docs/decisions/021): the texts a script error brings (its message, its
// file) may quote an address with a query, a plate, a fine number or an order id. Only a short,
// masked text of a safe character set leaves the phone (the schema in ./beacon-schema.mjs checks
// the same rules again).

const MASK = '*';

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * A message cut to `max` characters: no query or fragment of any address, no run of five or more
 * digits, nothing that looks like a plate (letters and digits together: ZG 1234-AB, ZG1234AB,
 * RI-123-A), no quotes, backslashes, angle brackets or control characters.
 */
export function maskText(text: unknown, max: number): string {
  return (
    asText(text)
      // An address keeps its origin and path, never its query or fragment.
      .replace(/[?#][^\s'"`)]*/g, '')
      // Plates as printed: 1-3 letters, 2-5 digits, 0-3 letters, with or without blanks or dashes.
      .replace(/\b[\p{L}]{1,3}[\s-]?\d{2,5}(?:[\s-]?[\p{L}]{1,3})?\b/gu, MASK)
      // Any other word that mixes letters and two or more digits (ids, plates of other countries).
      .replace(/\b(?=[\p{L}\d-]*\d[\p{L}\d-]*\d)(?=[\p{L}\d-]*\p{L})[\p{L}\d-]{4,}\b/gu, MASK)
      .replace(/\d{5,}/g, MASK)
      .replace(/[\p{C}"\\<>]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
      // A cut can leave a run of digits at the end shorter than the mask's rule: drop it too.
      .replace(/\d{5,}$/, MASK)
  );
}

/** The file name of a script's address (no origin, folders, query or fragment), masked. */
export function fileName(url: unknown): string {
  const path = asText(url).split(/[?#]/)[0];
  return maskText(path.slice(path.lastIndexOf('/') + 1), 80);
}

const KEYWORDS = new Set(['inline', 'eval', 'data', 'blob', 'self', 'wasm-eval', 'trusted-types-sink']);

/** What a Content-Security-Policy report names as blocked: its origin, or the keyword. */
export function blockedOrigin(blockedURI: unknown): string {
  const text = asText(blockedURI);
  if (KEYWORDS.has(text)) return text;
  try {
    const url = new URL(text);
    if (/^https?:$/.test(url.protocol) && /^[a-z0-9.-]+$/.test(url.hostname)) return url.origin;
    if (url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol.slice(0, -1);
  } catch {
    // not an address
  }
  return 'other';
}
