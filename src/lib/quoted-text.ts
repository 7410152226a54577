// A stranger's words that a page must pass on (a message carried in the address of /error or
// /payment-processing-error) as they may be quoted: the shared sanitiser first (./untrusted-text),
// then nothing a reader could act on. A number of six digits or more (a phone, an account, an IBAN,
// a "reference" to quote on the phone) and any web or e-mail address are left out, marked by
// OMITTED, so anyone who can send a link cannot use the official domain to hand the driver a number
// to call or a place to pay (docs/decisions/030-quoted-messages.md).
import { untrustedText, MAX_UNTRUSTED_TEXT } from './untrusted-text';

/** Stands where something was left out of a quoted message. */
export const OMITTED = '[…]';

/** The fewest digits in a run that is left out: shorter ones (an amount, an error code) stay. */
export const MIN_DIGITS_LEFT_OUT = 6;

/**
 * Digits in any script, with what people write between them in phone and account numbers:
 * blanks, dots, dashes, slashes, brackets and a leading plus.
 */
const NUMBER_RUN = /\+?\(?\p{Nd}(?:[\s()./-]*\p{Nd})*\+?/gu;
const DIGIT = /\p{Nd}/gu;
/**
 * Addresses with a scheme: any `scheme://...`, and the schemes that open something without the
 * slashes (a call, a message, a mail, a script); then `www.` addresses and e-mails.
 */
const SCHEMED =
  /\b(?:[a-z][a-z\d+.-]*:\/\/|(?:tel|callto|sms|mailto|javascript|vbscript|data|whatsapp|viber|skype):)[^\s"'<>]+/giu;
const WWW = /\bwww\.[^\s"'<>]+/giu;
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+/gu;
/** A bare domain (`refund-vpa.example`, `evil.example/pay`): labels joined by dots, the last letters only. */
const DOMAIN =
  /(?<![\p{L}\p{N}-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?![\p{L}\p{N}])(?:\/[^\s"'<>]*)?/gu;

function withoutNumbers(text: string): string {
  return text.replace(NUMBER_RUN, (run) =>
    (run.match(DIGIT)?.length ?? 0) >= MIN_DIGITS_LEFT_OUT ? OMITTED : run,
  );
}

/**
 * `text` as a page may quote it: made safe by `untrustedText` (one line, no invisible or direction
 * characters, at most `maxLength` code points), then every web or e-mail address and every number
 * of MIN_DIGITS_LEFT_OUT digits or more replaced by OMITTED. Empty for nothing.
 */
export function quotedText(text: string | null | undefined, maxLength = MAX_UNTRUSTED_TEXT): string {
  const clean = untrustedText(text, maxLength);
  if (!clean) return '';
  const withoutAddresses = clean
    .replace(SCHEMED, OMITTED)
    .replace(WWW, OMITTED)
    .replace(EMAIL, OMITTED)
    .replace(DOMAIN, OMITTED);
  return withoutNumbers(withoutAddresses)
    .replace(/(?:\[…\]\s*)+\[…\]/gu, OMITTED)
    .trim();
}
