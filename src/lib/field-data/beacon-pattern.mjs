// @ts-check
// The beacon schema (./beacon-schema.mjs) as nginx can check it: one regular expression over the
// body as the app sends it (serializeBeacon: JSON in printable ASCII, keys in the schema's order).
// deploy/nginx/nginx.conf holds the same text (`map $request_body $vpa_field_ok`), so only a body
// of the beacon's shape reaches the field log; tests/lib/field-data-limits.test.ts checks that the
// two are equal, that every beacon the app builds matches and that what the schema refuses does
// not. A regular expression cannot parse the numbers' ranges exactly or check keys in any order:
// it accepts the order the app writes and numbers of the schema's size; the schema stays the rule
// for readers of the log (scripts/field-report.mjs reads only lines that pass it).
//
// Written for PCRE (nginx) and JavaScript alike: no flags, `\x5c` for a backslash, no quote
// character, and nothing nginx's config parser would unescape inside single quotes.

/**
 * One character of a text as serialized but a digit: printable ASCII but `"`, `\`, `<`, `>` and
 * 0-9, or an escape.
 */
const NON_DIGIT = String.raw`(?:[\x20\x21\x23-\x2f\x3a\x3b\x3d\x3f-\x5b\x5d-\x7e]|\x5cu[0-9a-f]{4})`;
/**
 * A JSON string of safeText(max): no five digits in a row, and at most `max` characters, which
 * is as long as `max` escapes (6 bytes each) here. PCRE copies a counted group once per count, and
 * nginx's PCRE refuses a pattern that grows too large that way: only a character class is counted.
 */
const text = (/** @type {number} */ max) =>
  String.raw`"(?=[^"]{0,${max * 6}}")(?:[0-9]{0,4}${NON_DIGIT})*[0-9]{0,4}"`;

/** A route pattern of the route record, never an address. */
const ROUTE = String.raw`"(?:\*|/[A-Za-z0-9/:-]{0,39})"`;
/** 1..1000. */
const COUNT = String.raw`"count":(?:[1-9][0-9]{0,2}|1000)`;
/** A metric: milliseconds (0..600000) or CLS, as JSON writes a number of that size. */
const NUMBER = String.raw`[0-9]{1,6}(?:\.[0-9]{1,17})?`;
const METRIC = String.raw`"(?:LCP|INP|CLS|FCP|TTFB)":${NUMBER}`;

const EVENTS = [
  String.raw`"kind":"(?:error|rejection)","route":${ROUTE},"message":${text(120)},"file":${text(80)},${COUNT}`,
  String.raw`"kind":"chunk","route":${ROUTE},${COUNT}`,
  String.raw`"kind":"query","route":${ROUTE},"query":"(?=[a-z.-]{1,40}")[a-z][a-z-]*(?:\.[a-z][a-z-]*)?","status":(?:[0-9]|[1-9][0-9]|[1-5][0-9]{2}),${COUNT}`,
  String.raw`"kind":"payment-error","route":${ROUTE},"status":(?:[1-5][0-9]{2}|null),${COUNT}`,
  String.raw`"kind":"(?:gateway|scan-foreign|offline)","route":${ROUTE},${COUNT}`,
  String.raw`"kind":"csp","route":${ROUTE},"directive":"[a-z-]{1,40}","origin":"(?=[^"]{1,100}")(?:https?://[a-z0-9.-]+(?::[0-9]{1,5})?|inline|eval|data|blob|self|other|wasm-eval|trusted-types-sink)",${COUNT}`,
];
/** One event, then a comma before the next or the end of the list: at most MAX_EVENTS (20). */
const EVENT_LIST = String.raw`\[(?:\{(?:${EVENTS.join('|')})\}(?:,(?=\{)|(?=\]))){0,20}\]`;

/** The whole body, and nothing after it (not even the newline PCRE's `$` would let through). */
export const FIELD_BEACON_BODY_PATTERN = [
  String.raw`^\{"v":1,"route":${ROUTE}`,
  String.raw`(?:,"zone":"[A-Za-z0-9_-]{1,16}")?`,
  String.raw`,"lang":"(?:hr|en|de|it)"`,
  String.raw`(?:,"net":"(?:slow-2g|2g|3g|4g)")?`,
  String.raw`,"sw":(?:true|false)`,
  String.raw`,"release":"[A-Za-z0-9._+-]{1,40}"`,
  String.raw`,"metrics":\{(?:${METRIC}(?:,${METRIC}){0,4})?\}`,
  String.raw`,"events":${EVENT_LIST}\}(?![\s\S])`,
].join('');
