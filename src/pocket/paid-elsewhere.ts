import { paidPurchaseSchema, type PaidPurchase } from './paid-shape';

// Tickets paid in another open tab of the portal on this phone (the sticker scanned twice, a
// duplicated tab), told over a BroadcastChannel while both tabs are open, so that `/payment` here
// names them before a second payment (docs/decisions/049). Held in memory only: nothing is stored,
// and a tab that was closed, frozen or in the back/forward cache when the ticket was paid does not
// hear of it. Small: the pocket's start loads it in every tab.

const CHANNEL = 'vpa-paid-tickets';
/** More than one driver buys in a visit; a hostile page of the same origin cannot fill memory. */
const MAX_HEARD = 20;

let heard: PaidPurchase[] = [];
const hearers = new Set<() => void>();
let channel: BroadcastChannel | null = null;
let listening = false;

function open(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    // Checked as untrusted: any page of this origin can post, not only the app.
    const paid = paidPurchaseSchema.safeParse(event.data);
    if (!paid.success) return;
    heard = [paid.data, ...heard].slice(0, MAX_HEARD);
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

/** Tells the other open tabs that this tab's purchase was paid (and listens from now on). */
export function tellPaidElsewhere(paid: PaidPurchase): void {
  try {
    listenForPaidElsewhere();
    channel?.postMessage(paid);
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
