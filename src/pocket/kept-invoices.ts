import { getTicketInvoicePdf } from '@/api/documents';
import { saveFile, ticketInvoiceFileName } from '@/lib/download';
import { KEPT_INVOICES_CACHE } from './kept-tickets-key';

// The invoice PDF of each kept ticket, in the Cache Storage API under KEPT_INVOICES_CACHE, one
// entry per invoice at a path the server never serves (docs/decisions/017). Where Cache Storage is
// missing (an insecure origin, some private modes) nothing is stored and downloads need the network.
// Nothing here knows the kept tickets (this module travels with the summaries): the callers say
// which invoices are still wanted, and an invoice no kept ticket wants never stays: it shows a
// plate (docs/storage.md); ./kept-tickets.ts deletes those left behind.

// Also read by ./kept-tickets.ts, which keeps its own copy so that the start-up prune does not
// load this module (and the download code) beside the summaries' own.
const ENTRY_PATH = '/__vpa-kept-invoices/';

function entryUrl(invoiceId: number): string {
  return new URL(`${ENTRY_PATH}${invoiceId}.pdf`, window.location.origin).href;
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * What became of storing an invoice: `stored`; `unavailable` when this browser cannot keep it
 * (no Cache Storage, storage blocked or full); `failed` when it could not be fetched (offline, not
 * ready yet: "Your tickets" fetches it again when shown online); `dropped` when its ticket was
 * no longer kept by the time it arrived.
 */
export type StoreResult = 'stored' | 'unavailable' | 'failed' | 'dropped';

const downloads = new Map<number, Promise<StoreResult>>();

/**
 * Fetches the invoice through the contract's call and stores its bytes, as long as `stillWanted`
 * says its ticket is kept: asked again once the bytes are in, so a ticket removed while its invoice
 * was on its way takes the invoice with it.
 */
export function storeInvoice(invoiceId: number, stillWanted: () => boolean): Promise<StoreResult> {
  // One download per invoice at a time (the card and the list may both ask).
  const running = downloads.get(invoiceId);
  if (running) return running;
  const started = download(invoiceId, stillWanted).finally(() => downloads.delete(invoiceId));
  downloads.set(invoiceId, started);
  return started;
}

async function download(invoiceId: number, stillWanted: () => boolean): Promise<StoreResult> {
  const storage = cacheStorage();
  if (!storage) return 'unavailable';
  let bytes: ArrayBuffer;
  try {
    bytes = await (await getTicketInvoicePdf(invoiceId)).arrayBuffer();
  } catch {
    return 'failed';
  }
  if (!stillWanted()) return 'dropped';
  const url = entryUrl(invoiceId);
  let cache: Cache;
  try {
    cache = await storage.open(KEPT_INVOICES_CACHE);
    await cache.put(url, new Response(bytes, { headers: { 'Content-Type': 'application/pdf' } }));
  } catch {
    return 'unavailable';
  }
  if (stillWanted()) return 'stored';
  try {
    await cache.delete(url);
  } catch {
    // The start-up sweep tries again.
  }
  return 'dropped';
}

export async function storedInvoice(invoiceId: number): Promise<Blob | null> {
  const storage = cacheStorage();
  if (!storage) return null;
  try {
    if (!(await storage.has(KEPT_INVOICES_CACHE))) return null;
    const cache = await storage.open(KEPT_INVOICES_CACHE);
    const response = await cache.match(entryUrl(invoiceId));
    return response ? new Blob([await response.arrayBuffer()], { type: 'application/pdf' }) : null;
  } catch {
    return null;
  }
}

/** Stores the invoice when it is not on the phone yet ("Your tickets", shown online). */
export async function storeMissingInvoice(
  invoiceId: number,
  stillWanted: () => boolean,
): Promise<StoreResult> {
  return (await hasStoredInvoice(invoiceId)) ? 'stored' : storeInvoice(invoiceId, stillWanted);
}

/** Whether the invoice is stored on this phone (without reading its bytes). */
export async function hasStoredInvoice(invoiceId: number): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage) return false;
  try {
    if (!(await storage.has(KEPT_INVOICES_CACHE))) return false;
    return (await (await storage.open(KEPT_INVOICES_CACHE)).match(entryUrl(invoiceId))) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Saves a ticket's invoice under the contract's name (`Ticket_{number}_{random}.pdf`): the copy
 * kept on this phone when there is one (an invoice never changes), else from the network.
 */
export async function downloadTicketInvoice(invoiceId: number, ticketNumber: string | number): Promise<void> {
  const blob = (await storedInvoice(invoiceId)) ?? (await getTicketInvoicePdf(invoiceId));
  await saveFile(blob, ticketInvoiceFileName(ticketNumber));
}
