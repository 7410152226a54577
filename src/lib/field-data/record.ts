// The field data recorder (docs/decisions/021): what the rest of the app calls when a
// driver meets a failure. Tiny on purpose (it ships with the first screen): it only notes the
// page's path with the event and queues it until the beacon code (./beacon.ts, loaded after the
// first screen and only when field data is on) takes the queue. Off, the queue stays in memory,
// capped, and nothing is ever sent.
//
// The script errors, unhandled rejections and policy violations of the whole page view, from the
// entry on (src/main.tsx calls captureFieldFailures when field data is wanted): before the beacon
// code has loaded, they are queued here, masked, like any other event.
import type { FieldEvent } from './beacon-schema.mjs';
import { blockedOrigin, fileName, maskText } from './mask';

type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event as recorded: the route and the count are the beacon's to add. */
export type FieldRecord = Without<FieldEvent, 'route' | 'count'>;
export type FieldSink = (pathname: string, record: FieldRecord) => void;

const queue: [string, FieldRecord][] = [];
let sink: FieldSink | undefined;

/** Notes one event of this page view (counted, not traced). */
export function recordField(record: FieldRecord): void {
  const path = location.pathname;
  if (sink) sink(path, record);
  else if (queue.length < 20) queue.push([path, record]);
}

/** The beacon takes what was queued, and every later event. */
export function drainFieldRecords(to: FieldSink): void {
  sink = to;
  for (const [path, record] of queue.splice(0)) to(path, record);
}

let sendNow: (() => void) | undefined;

/** The beacon's send, for a page view the app ends itself (./beacon.ts). */
export function onFieldPageViewEnd(send: () => void): void {
  sendNow = send;
}

/**
 * The app leaves the page itself (to the bank): the beacon goes now, while the page is whole. Sent
 * while the page unloads, a browser may drop it (seen in Chromium, with the service worker
 * precaching beside it). Nothing happens when the beacon code is not there (field data off), and
 * nothing the beacon code might throw stops the driver from leaving: it is never worth a payment.
 */
export function endFieldPageView(): void {
  try {
    sendNow?.();
  } catch {
    // The page is left all the same; its beacon is lost.
  }
}

/**
 * Whether this page view sends field data: the operator turned it on (`config.fieldData`) and the
 * browser sends neither Global Privacy Control nor Do Not Track.
 */
export function fieldDataWanted(on: boolean, nav: Navigator = navigator): boolean {
  return (
    on && (nav as { globalPrivacyControl?: unknown }).globalPrivacyControl !== true && nav.doNotTrack !== '1'
  );
}

let capturing = false;

/** Records every script error, unhandled rejection and policy violation of the page (once). */
export function captureFieldFailures(win: Window = window): void {
  if (capturing) return;
  capturing = true;
  win.addEventListener('error', (event) => {
    recordField({ kind: 'error', message: maskText(event.message, 120), file: fileName(event.filename) });
  });
  win.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const message =
      reason instanceof Error
        ? `${reason.name}: ${reason.message}`
        : typeof reason === 'string'
          ? reason
          : 'non-error';
    recordField({ kind: 'rejection', message: maskText(message, 120), file: '' });
  });
  win.document.addEventListener('securitypolicyviolation', (event) => {
    recordField({
      kind: 'csp',
      directive: maskText(event.effectiveDirective, 40).replace(/[^a-z-]/g, ''),
      origin: blockedOrigin(event.blockedURI),
    });
  });
}
