// The field data recorder (issue 26, docs/decisions/021): what the rest of the app calls when a
// driver meets a failure. Tiny on purpose (it ships with the first screen): it only notes the
// page's path with the event and queues it until the beacon code (./beacon.ts, loaded after the
// first screen and only when field data is on) takes the queue. Off, the queue stays in memory,
// capped, and nothing is ever sent.
import type { FieldEvent } from './beacon-schema.mjs';

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
