// @ts-check
// The field data beacon (docs/decisions/021): one schema, read by the app
// (src/lib/field-data/beacon.ts checks what it sends), by the nginx suite
// (e2e/security/field-data.spec.ts checks what the server wrote) and by the report
// (scripts/field-report.mjs reads only lines that pass it). Plain JavaScript with JSDoc, so that
// Node runs it as it is and TypeScript checks it where the app and the tests import it.
//
// Private by construction: nothing here can hold an address, a query, a plate, a fine, ticket,
// order, request or invoice id, or an identifier of the visitor, the device or the session. Every
// text is short and of a narrow character set; the messages of script errors are masked before
// they get here (src/lib/field-data/mask.ts) and checked again here.
import * as z from 'zod/mini';

/** Where the app posts the beacon; nginx accepts it there and nowhere else (deploy/nginx). */
export const FIELD_DATA_PATH = '/_vpa/field';
/** The most bytes nginx takes in one beacon (client_max_body_size 4k in deploy/nginx). */
export const FIELD_DATA_MAX_BYTES = 4096;
/** The most events one page view carries (identical ones are counted, not repeated). */
export const MAX_EVENTS = 20;

export const LANGUAGES = /** @type {const} */ (['hr', 'en', 'de', 'it']);
export const EFFECTIVE_TYPES = /** @type {const} */ (['slow-2g', '2g', '3g', '4g']);
export const METRICS = /** @type {const} */ (['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
/** Google's "good" thresholds (web.dev/articles/vitals): at or under these, the 75th percentile is good. */
export const GOOD = /** @type {const} */ ({ LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 });

/** A route pattern of src/app/routes.ts (`/welcome/zones/:cityId`, `*`), never an address. */
const routePattern = z.string().check(z.maxLength(40), z.regex(/^(\*|\/[a-z0-9/:-]*)$/i));
/** Any text the beacon carries: printable, no quotes or backslashes, no run of 5 or more digits. */
const safeText = (/** @type {number} */ max) =>
  z.string().check(z.maxLength(max), z.regex(/^(?!.*\d{5})[^\p{C}"\\<>]*$/u));
const count = z.int().check(z.minimum(1), z.maximum(1000));
const ms = z.number().check(z.minimum(0), z.maximum(600_000));

export const fieldEventSchema = z.union([
  // A script error or an unhandled rejection: masked message, file name only (no address).
  z.strictObject({
    kind: z.enum(['error', 'rejection']),
    route: routePattern,
    message: safeText(120),
    file: safeText(80),
    count,
  }),
  // A chunk of code that did not load (a lazy piece, a screen, the start itself).
  z.strictObject({ kind: z.literal('chunk'), route: routePattern, count }),
  // A screen's error state: which query (its name, no value), which HTTP status (0: no answer).
  z.strictObject({
    kind: z.literal('query'),
    route: routePattern,
    query: z.string().check(z.maxLength(40), z.regex(/^[a-z][a-z-]*(\.[a-z][a-z-]*)?$/)),
    status: z.int().check(z.minimum(0), z.maximum(599)),
    count,
  }),
  // The payment error page: its status only (null: none in the address), never the message.
  z.strictObject({
    kind: z.literal('payment-error'),
    route: routePattern,
    status: z.nullable(z.int().check(z.minimum(100), z.maximum(599))),
    count,
  }),
  // A gateway handoff refused, a scan refused as foreign (no content), the offline notice shown.
  z.strictObject({
    kind: z.enum(['gateway', 'scan-foreign', 'offline']),
    route: routePattern,
    count,
  }),
  // A Content-Security-Policy violation: the directive and the blocked resource's origin only.
  z.strictObject({
    kind: z.literal('csp'),
    route: routePattern,
    directive: z.string().check(z.maxLength(40), z.regex(/^[a-z-]+$/)),
    origin: z
      .string()
      .check(
        z.maxLength(100),
        z.regex(
          /^(https?:\/\/[a-z0-9.-]+(:\d{1,5})?|inline|eval|data|blob|self|other|wasm-eval|trusted-types-sink)$/,
        ),
      ),
    count,
  }),
]);

export const fieldBeaconSchema = z.strictObject({
  v: z.literal(1),
  /** The route the page view started on. */
  route: routePattern,
  /** The zone code (`z`), the only value of an address the beacon keeps. */
  zone: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,16}$/))),
  lang: z.enum(LANGUAGES),
  net: z.optional(z.enum(EFFECTIVE_TYPES)),
  /** The service worker served the page (docs/decisions/016). */
  sw: z.boolean(),
  release: z.string().check(z.regex(/^[A-Za-z0-9._+-]{1,40}$/)),
  metrics: z.strictObject({
    LCP: z.optional(ms),
    INP: z.optional(ms),
    CLS: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
    FCP: z.optional(ms),
    TTFB: z.optional(ms),
  }),
  events: z.array(fieldEventSchema).check(z.maxLength(MAX_EVENTS)),
});

/**
 * The beacon as the app sends it: JSON with every character outside printable ASCII written as a
 * `\uXXXX` escape (a masked message may hold č, ß or €). Still JSON, parsed back to the same
 * beacon; nginx accepts only printable ASCII bodies (deploy/nginx/nginx.conf), so no byte that is
 * not valid UTF-8 and no raw high byte ever reaches the log its collectors read.
 * @param {unknown} beacon
 * @returns {string}
 */
export function serializeBeacon(beacon) {
  return JSON.stringify(beacon).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The beacon as sent, cut to what nginx takes (FIELD_DATA_MAX_BYTES): a beacon over the limit
 * would be refused whole (413), so the last events are left out until it fits; the first failures
 * of a page view, usually the cause of the rest, are kept in their order. The body is printable
 * ASCII, so its length is its size in bytes.
 * @param {FieldBeacon} beacon
 * @param {number} [maxBytes]
 * @returns {string}
 */
export function fitBeacon(beacon, maxBytes = FIELD_DATA_MAX_BYTES) {
  let events = beacon.events;
  let body = serializeBeacon(beacon);
  while (body.length > maxBytes && events.length > 0) {
    events = events.slice(0, -1);
    body = serializeBeacon({ ...beacon, events });
  }
  return body;
}

/** @typedef {z.infer<typeof fieldBeaconSchema>} FieldBeacon */
/** @typedef {FieldBeacon['events'][number]} FieldEvent */
/** @typedef {(typeof METRICS)[number]} MetricName */
