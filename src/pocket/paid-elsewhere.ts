import { paidPurchaseSchema, paidReturnSchema, type PaidPurchase, type PaidReturn } from './paid-shape';

// Tickets paid in another open tab of the portal on this phone (the sticker scanned twice, a
// duplicated tab, a return from the bank opened in a new tab), told over a BroadcastChannel while
// both tabs are open, so that `/payment` here names them before a second payment (docs/decisions/
// 049). Held in memory only: nothing is stored. A tab that was not listening when the ticket was
// paid (opened or reloaded since, frozen, in the back/forward cache, at the bank's page) asks the
// open tabs when it starts listening and when it is shown again, and each answers with what it saw
// paid. Small: the pocket's start loads it in every tab.

const CHANNEL = 'vpa-paid-tickets';
/** The question a tab asks when it may have missed a ticket paid in another. */
const ASK = 'vpa-paid-tickets?';
/** More than one driver buys in a visit; a hostile page of the same origin cannot fill memory. */
const MAX_HEARD = 20;

type Paid = PaidPurchase | PaidReturn;
let heard: PaidPurchase[] = [];
/** The returns this tab showed paid for checkouts it did not start: told again to a question. */
let toldReturns: PaidReturn[] = [];
const hearers = new Set<() => void>();
let channel: BroadcastChannel | null = null;
let listening = false;

/** `list` with `paid` first, once (a ticket told again is kept once), at most MAX_HEARD. */
function withFirst<T extends Paid>(list: readonly T[], paid: T): T[] {
  const key = JSON.stringify(paid);
  return [paid, ...list.filter((known) => JSON.stringify(known) !== key)].slice(0, MAX_HEARD);
}

function post(message: Paid | typeof ASK): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A browser that refuses the channel: the other tabs are not told, as before.
  }
}

/** What `listenForPaidElsewhere` was given to reach this tab's purchases; nothing until then. */
type Purchases = {
  /** This tab's paid purchases, for the tabs that ask. */
  paid: () => Promise<readonly PaidPurchase[]>;
  /** Marks this tab's purchase that a return names paid (another tab showed it); settles after. */
  returned: (paid: PaidReturn) => Promise<void>;
};
let purchases: Purchases = { paid: () => Promise.resolve([]), returned: () => Promise.resolve() };

function answer(): void {
  toldReturns.forEach(post);
  purchases
    .paid()
    .then((paid) => paid.forEach(post))
    .catch(() => undefined);
}

const tellHearers = () => hearers.forEach((onHeard) => onHeard());

function hear(data: unknown): void {
  if (data === ASK) return answer();
  // Checked as untrusted: any page of this origin can post, not only the app.
  const purchase = paidPurchaseSchema.safeParse(data);
  const returned = paidReturnSchema.safeParse(data);
  if (purchase.success) {
    heard = withFirst(heard, purchase.data);
    tellHearers();
  } else if (returned.success && (returned.data.orderId ?? returned.data.requestId) !== null) {
    purchases.returned(returned.data).then(tellHearers, () => undefined);
  }
}

/** Opens the channel if closed, and then asks the open tabs what they saw paid meanwhile. */
function open(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  try {
    channel = new BroadcastChannel(CHANNEL);
  } catch {
    return;
  }
  channel.onmessage = (event: MessageEvent) => hear(event.data);
  post(ASK);
}

/**
 * From now on, hears of tickets paid in other tabs, and answers their questions. Once per tab. The
 * channel is closed while the page is in the back/forward cache (an open one may keep it out of
 * the cache, and it could hear nothing there) and opened again, with a question, when the page is
 * shown; a page hidden for a while (a phone may freeze it) asks again when it is seen again.
 */
export function listenForPaidElsewhere({
  purchasesHere,
  win = window,
}: {
  /** This tab's purchases, to answer with and to mark (./prune-at-start.ts loads them). */
  purchasesHere?: Purchases;
  win?: Window;
} = {}): void {
  if (purchasesHere) purchases = purchasesHere;
  if (listening) return;
  listening = true;
  open();
  win.addEventListener('pagehide', () => {
    channel?.close();
    channel = null;
  });
  win.addEventListener('pageshow', open);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible') post(ASK);
  });
}

/**
 * Tells the other open tabs that this tab's purchase was paid, or (a `PaidReturn`) that a checkout
 * this tab did not start came back paid here; listens from now on.
 */
export function tellPaidElsewhere(paid: Paid): void {
  listenForPaidElsewhere();
  if ('orderId' in paid) toldReturns = withFirst(toldReturns, paid);
  post(paid);
}

/** The tickets other tabs said were paid, newest first. */
export const paidElsewhere = (): readonly PaidPurchase[] => heard;

/**
 * Calls `onHeard` whenever another tab tells of a paid ticket (of this tab's own purchase, once it
 * is marked); returns the unsubscribe.
 */
export function subscribePaidElsewhere(onHeard: () => void): () => void {
  hearers.add(onHeard);
  return () => void hearers.delete(onHeard);
}

/** "Remove all", here or in another tab: nothing of the tickets stays, in memory either. */
export function forgetPaidElsewhere(): void {
  heard = [];
  toldReturns = [];
}
