// What a scanned QR code may lead to: only the portal's own zone links. A fake sticker
// over a real one leads to a look-alike payment page; the scanner refuses anything that is not
// exactly `<official origin>/?z=<zone code>`.
import { untrustedText } from '@/lib/untrusted-text';
import { isValidZoneCode } from '@/lib/zone-code';

/** How much of a refused code the screen shows, in code points (an ellipsis marks the cut). */
export const MAX_SHOWN_LENGTH = 200;
/** Longer texts are never parsed as addresses. */
const MAX_LINK_LENGTH = 2_048;

export type ScanVerdict =
  | { kind: 'zone'; zoneCode: string }
  /** Not an official zone link: the text as it may be shown (plain text, capped). */
  | { kind: 'foreign'; shown: string };

/**
 * A decoded text made safe to show (src/lib/untrusted-text): one line, no direction tricks or
 * invisible characters, at most MAX_SHOWN_LENGTH code points with the ellipsis.
 */
export function shownText(text: string): string {
  return untrustedText(text, MAX_SHOWN_LENGTH);
}

function parse(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The zone a scanned text leads to, when it is an address on one of `officialOrigins` (exact
 * origins: scheme, host and port, as `URL.origin` writes them) whose path is `/` and whose `z` is
 * a valid zone code; anything else is foreign. Hosts compare after the URL parser's own
 * normalisation (lower case, punycode), so a look-alike host never equals an official one.
 */
export function checkScannedText(text: string, officialOrigins: readonly string[]): ScanVerdict {
  const foreign: ScanVerdict = { kind: 'foreign', shown: shownText(text) };
  const raw = text.trim();
  if (raw.length > MAX_LINK_LENGTH || !/^https?:\/\//i.test(raw) || raw.includes('\\')) return foreign;
  const url = parse(raw);
  if (!url || url.username || url.password) return foreign;
  if (!officialOrigins.includes(url.origin) || url.pathname !== '/') return foreign;
  const codes = url.searchParams.getAll('z');
  const zoneCode = codes.length === 1 ? codes[0] : null;
  return isValidZoneCode(zoneCode) ? { kind: 'zone', zoneCode } : foreign;
}
