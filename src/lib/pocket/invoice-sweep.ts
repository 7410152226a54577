import { KEPT_INVOICES_CACHE } from './first-screens/kept-tickets-key';

// Deleting kept invoices (issue 23, item 8), apart from ./kept-invoices.ts, which stores and reads
// them and travels with the summaries: the start-up prune (./prune-kept.ts) loads only this.
// The entries' addresses are ./kept-invoices.ts's: `/__vpa-kept-invoices/{invoiceId}.pdf`.

/** The invoice id of a stored entry's address, or null for anything else. */
function invoiceIdOf(url: string): number | null {
  const match = /\/__vpa-kept-invoices\/(\d{1,15})\.pdf$/.exec(new URL(url).pathname);
  return match ? Number(match[1]) : null;
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * Deletes every stored invoice that is not in `wanted` (the invoices of the tickets still kept),
 * whatever put it there: a ticket removed mid-download, the 51st kept ticket pushing out the
 * oldest, a store that could not be read. With nothing wanted, the whole cache goes.
 */
export async function forgetInvoicesExcept(wanted: ReadonlySet<number>): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    if (!(await storage.has(KEPT_INVOICES_CACHE))) return;
    if (wanted.size === 0) {
      await storage.delete(KEPT_INVOICES_CACHE);
      return;
    }
    const cache = await storage.open(KEPT_INVOICES_CACHE);
    const requests = await cache.keys();
    await Promise.all(
      requests
        .filter((request) => {
          const id = invoiceIdOf(request.url);
          return id === null || !wanted.has(id);
        })
        .map((request) => cache.delete(request)),
    );
  } catch {
    // Storage unavailable: nothing can be read or deleted now; the next start tries again.
  }
}

export async function forgetAllInvoices(): Promise<void> {
  try {
    await cacheStorage()?.delete(KEPT_INVOICES_CACHE);
  } catch {
    // As above.
  }
}
