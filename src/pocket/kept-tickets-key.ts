import { useSyncExternalStore } from 'react';
import { readItem, writeItem } from '@/lib/safe-storage';
import { KEPT_TICKETS_KEY, keepsTickets } from './kept-mark';

// The kept tickets' key is written in ./kept-mark.ts, which the language guard carries too.
export { KEPT_TICKETS_KEY };
/** localStorage key of the saved plates a driver removed (./saved-plates-store.ts). */
export const SAVED_PLATES_HIDDEN_KEY = 'vpa-saved-plates-hidden';
/** sessionStorage key of this tab's purchases (./purchase-context.ts). */
export const PURCHASE_KEY = 'vpa-purchase';
/** localStorage key of the checkouts this phone took to a bank's page or paid (./checkout-marks.ts). */
export const CHECKOUT_MARKS_KEY = 'vpa-checkout-marks';
/** Cache Storage cache holding the invoice PDF of each kept ticket, for offline downloads. */
export const KEPT_INVOICES_CACHE = 'vpa-kept-invoices-v1';
/** Fired on window when this tab changes the kept tickets (the `storage` event covers other tabs). */
export const KEPT_TICKETS_EVENT = 'vpa-kept-tickets-change';
/**
 * localStorage key that "Remove all" writes and removes at once: nothing stays under it, but the
 * write reaches every other open tab as a `storage` event, and each forgets the purchases it holds
 * in its own sessionStorage (which no other tab can reach).
 */
export const REMOVED_ALL_SIGNAL = 'vpa-removed-all';

/** Tells the other open tabs that "Remove all" ran here. */
export function signalRemovedAll(): void {
  writeItem('local', REMOVED_ALL_SIGNAL, String(Date.now()));
  writeItem('local', REMOVED_ALL_SIGNAL, null);
}

/**
 * The landing's tiny check: is anything stored under the key at all? Read synchronously, without
 * zod or date-fns, so pages load the tickets list only when there may be something to show.
 */
export const hasKeptTickets = (): boolean => keepsTickets(readItem('local', KEPT_TICKETS_KEY));

/** Calls `onChange` when the kept tickets change, in this tab or another. */
export function subscribeKeptTickets(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(KEPT_TICKETS_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(KEPT_TICKETS_EVENT, onChange);
  };
}

/** False on the server and while a prerendered page hydrates (docs/decisions/011), then the check. */
export function useHasKeptTickets(): boolean {
  return useSyncExternalStore(subscribeKeptTickets, hasKeptTickets, () => false);
}
