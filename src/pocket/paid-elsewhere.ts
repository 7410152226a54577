import type { PaidPurchase } from './purchase-context';

// Tickets paid in another open tab of the portal on this phone (the sticker scanned twice, a
// duplicated tab), told over a BroadcastChannel while both tabs are open, so that `/payment` here
// names them before a second payment (docs/decisions/049). Held in memory only: nothing is stored,
// and a tab that was closed, frozen or in the back/forward cache when the ticket was paid does not
// hear of it. Small and free of imports: the pocket's start loads it in every tab.

const CHANNEL = 'vpa-paid-tickets';
/** More than one driver buys in a visit; a hostile page of the same origin cannot fill memory. */
const MAX_HEARD = 20;

let heard: PaidPurchase[] = [];
const hearers = new Set<() => void>();
let channel: BroadcastChannel | null = null;
let listening = false;

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** A message as a paid ticket, or null: it comes from any page of this origin, not only the app. */
function paidFrom(data: unknown): PaidPurchase | null {
  if (typeof data !== 'object' || data === null) return null;
  const { ticketNumber, end, zoneCode, plate } = data as Record<string, unknown>;
  if (!text(end, 40) || !text(zoneCode, 40) || !text(plate, 20)) return null;
  if (ticketNumber !== null && !text(ticketNumber, 40)) return null;
  return { ticketNumber, end, zoneCode, plate };
}

function open(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const paid = paidFrom(event.data);
    if (!paid) return;
    heard = [paid, ...heard].slice(0, MAX_HEARD);
    for (const onHeard of hearers) onHeard();
  };
  return channel;
}

/**
 * From now on, hears of tickets paid in other tabs. Once per tab. The channel is closed while the
 * page is in the back/forward cache (an open one may keep it out of the cache, and it could hear
 * nothing there) and opened again when the page is shown.
 */
export function listenForPaidElsewhere(win: Window = window): void {
  if (listening) return;
  listening = true;
  open();
  win.addEventListener('pagehide', () => {
    channel?.close();
    channel = null;
  });
  win.addEventListener('pageshow', () => void open());
}

/** Tells the other open tabs that this tab's purchase was paid. */
export function tellPaidElsewhere(paid: PaidPurchase): void {
  try {
    open()?.postMessage(paid);
  } catch {
    // A browser that refuses the channel: the other tabs are not told, as before.
  }
}

/** The tickets other tabs said were paid, newest first. */
export const paidElsewhere = (): readonly PaidPurchase[] => heard;

/** Calls `onHeard` whenever another tab tells of a paid ticket; returns the unsubscribe. */
export function subscribePaidElsewhere(onHeard: () => void): () => void {
  hearers.add(onHeard);
  return () => void hearers.delete(onHeard);
}

/** "Remove all", here or in another tab: nothing that names a plate stays, in memory either. */
export function forgetPaidElsewhere(): void {
  heard = [];
}
