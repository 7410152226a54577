import { getTicketInvoicePdf } from '@/api/documents';
import { saveFile, ticketInvoiceFileName } from '@/lib/download';
import { KEPT_INVOICES_CACHE } from './first-screens/kept-tickets-key';

// The invoice PDF of each kept ticket, in the Cache Storage API under KEPT_INVOICES_CACHE, one
// entry per invoice at a path the server never serves (docs/decisions/017). Where Cache Storage is
// missing (an insecure origin, some private modes) nothing is stored and downloads need the network.

function entryUrl(invoiceId: number): string {
  return new URL(`/__vpa-kept-invoices/${invoiceId}.pdf`, window.location.origin).href;
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** Fetches the invoice through the contract's call and stores its bytes; false if it could not. */
export async function storeInvoice(invoiceId: number): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage) return false;
  try {
    const blob = await getTicketInvoicePdf(invoiceId);
    const cache = await storage.open(KEPT_INVOICES_CACHE);
    await cache.put(
      entryUrl(invoiceId),
      new Response(await blob.arrayBuffer(), { headers: { 'Content-Type': 'application/pdf' } }),
    );
    return true;
  } catch {
    return false;
  }
}

export async function storedInvoice(invoiceId: number): Promise<Blob | null> {
  const storage = cacheStorage();
  if (!storage) return null;
  try {
    const cache = await storage.open(KEPT_INVOICES_CACHE);
    const response = await cache.match(entryUrl(invoiceId));
    return response ? new Blob([await response.arrayBuffer()], { type: 'application/pdf' }) : null;
  } catch {
    return null;
  }
}

export async function forgetInvoices(invoiceIds: readonly number[]): Promise<void> {
  const storage = cacheStorage();
  if (!storage || invoiceIds.length === 0) return;
  try {
    const cache = await storage.open(KEPT_INVOICES_CACHE);
    await Promise.all(invoiceIds.map((id) => cache.delete(entryUrl(id))));
  } catch {
    // Nothing stored, or storage unavailable: nothing to forget.
  }
}

export async function forgetAllInvoices(): Promise<void> {
  try {
    await cacheStorage()?.delete(KEPT_INVOICES_CACHE);
  } catch {
    // As above.
  }
}

/**
 * Saves a ticket's invoice under the contract's name (`Ticket_{number}_{random}.pdf`): from the
 * network, or, when that fails (offline), from the copy kept on this phone.
 */
export async function downloadTicketInvoice(invoiceId: number, ticketNumber: string | number): Promise<void> {
  let blob: Blob;
  try {
    blob = await getTicketInvoicePdf(invoiceId);
  } catch (error) {
    const kept = await storedInvoice(invoiceId);
    if (!kept) throw error;
    blob = kept;
  }
  await saveFile(blob, ticketInvoiceFileName(ticketNumber));
}
