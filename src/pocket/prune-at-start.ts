import { lazyModule } from '@/lib/lazy-module';
import { readItem, writeItem } from '@/lib/safe-storage';
import {
  CHECKOUT_MARKS_KEY,
  KEPT_INVOICES_CACHE,
  KEPT_TICKETS_KEY,
  PURCHASE_KEY,
  REMOVED_ALL_SIGNAL,
  SAVED_PLATES_HIDDEN_KEY,
} from './kept-tickets-key';
import { forgetPaidElsewhere, listenForPaidElsewhere } from './paid-elsewhere';
import type { PaidReturn } from './paid-shape';
import { purchaseContextLater } from './purchase-context-later';

// Loaded lazily at every app start, after the first screen (src/app/after-first-screen.tsx): a few hundred
// bytes that listen to the other tabs and look whether the pocket stored anything at all; only then
// the pruning itself (date-fns, the stores) is loaded. A visitor with nothing stored (no kept
// ticket, no purchase or checkout mark lately) loads nothing more. (zod, which the tabs' messages
// are checked with, is in every page's first files.)
const pruneKept = lazyModule(() => import('./prune-kept'));

const hasPurchases = () => readItem('session', PURCHASE_KEY) !== null;
/** This tab's purchases for the other tabs' messages: their code is loaded only when there are any. */
const purchasesHere = {
  async paid() {
    return hasPurchases() ? (await purchaseContextLater.load()).paidPurchases() : [];
  },
  async returned(paid: PaidReturn) {
    if (hasPurchases()) (await purchaseContextLater.load()).markReturnPaid(paid);
  },
};

let listening = false;

/**
 * From now on, "Remove all" in another tab forgets this tab's purchases too, and the tickets it
 * heard other tabs paid. Once per tab.
 */
function forgetPurchasesWhenRemovedAll(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== REMOVED_ALL_SIGNAL || event.newValue === null) return;
    writeItem('session', PURCHASE_KEY, null);
    forgetPaidElsewhere();
  });
  // Back from a bank's page into this tab's app (the back/forward cache): its checkouts are no
  // longer there.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && hasPurchases() && readItem('local', CHECKOUT_MARKS_KEY) !== null)
      void purchaseContextLater.load().then(
        ({ clearOwnMarks }) => clearOwnMarks(),
        () => undefined,
      );
  });
}

async function hasInvoiceCache(): Promise<boolean> {
  try {
    return typeof caches !== 'undefined' && (await caches.has(KEPT_INVOICES_CACHE));
  } catch {
    return false;
  }
}

/**
 * Prunes the kept tickets, their removed plates, their invoices and this tab's purchases when any
 * of them is stored; and from now on lets "Remove all" in another tab reach this tab's purchases,
 * this tab hear of tickets paid in the others (its own among them, when their return from the bank
 * came to another tab), and answer the others' question about its own.
 */
export async function pruneAtStart(now: number = Date.now()): Promise<void> {
  forgetPurchasesWhenRemovedAll();
  listenForPaidElsewhere({ purchasesHere });
  const stored =
    readItem('local', KEPT_TICKETS_KEY) !== null ||
    readItem('local', SAVED_PLATES_HIDDEN_KEY) !== null ||
    readItem('session', PURCHASE_KEY) !== null ||
    readItem('local', CHECKOUT_MARKS_KEY) !== null ||
    (await hasInvoiceCache());
  if (!stored) return;
  const { pruneKeptStore } = await pruneKept.load();
  await pruneKeptStore(now);
}
