import { forgetUnkeptInvoices, pruneKeptTickets } from './kept-tickets';
import { clearOwnMarks, prunePurchases } from './purchase-context';
import { pruneHiddenPlates } from './saved-plates-store';

/**
 * What the kept tickets promise, kept (docs/storage.md): tickets past their 7 days leave
 * the phone, and with them everything that names their plate: their removed saved plates and
 * every stored invoice no kept ticket refers to (the cache's own keys are enumerated, so an
 * invoice left by a removal mid-download, by the 51st ticket or by an unreadable store goes too).
 * This tab's purchases past their 7 days go too. Run at every app start (./prune-at-start.ts);
 * "Your tickets" prunes the tickets and their invoices itself.
 */
export async function pruneKeptStore(now: number = Date.now()): Promise<void> {
  pruneKeptTickets(now);
  pruneHiddenPlates(now);
  prunePurchases(now);
  clearOwnMarks(now);
  await forgetUnkeptInvoices(now);
}
