import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { parseZoneTime } from '@/lib/format';
import { readItem, readJson, writeItem } from '@/lib/safe-storage';
import {
  CHECKOUT_MARKS_KEY,
  KEPT_INVOICES_CACHE,
  KEPT_TICKETS_EVENT,
  KEPT_TICKETS_KEY,
  PURCHASE_KEY,
  SAVED_PLATES_HIDDEN_KEY,
  signalRemovedAll,
  subscribeKeptTickets,
} from './kept-tickets-key';
import { forgetPaidElsewhere } from './paid-elsewhere';

/**
 * Expired tickets stay on the phone this long after their end: the complaint window of the terms
 * of sale (7 days), so the invoice is at hand while a complaint is possible.
 */
export const KEPT_AFTER_END_MS = 7 * 24 * 60 * 60 * 1000;
const STORE_VERSION = 1;
const MAX_TICKETS = 50;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
/**
 * What names a kept ticket: `ticket-{number}`, or `invoice-{id}` for a ticket
 * whose summary carried no ticket number, so the two number spaces never collide (`ticketKey` in
 * ./purchase-context.ts, which the summaries load anyway). Tickets kept before the prefix have no
 * key: theirs is `ticket-{ticketNumber}`.
 */
const keySchema = z.string().check(z.regex(/^(ticket|invoice)-.{1,40}$/));
const keptTicketSchema = z.object({
  key: z.optional(keySchema),
  ticketNumber: text(40),
  zoneCode: z.nullable(text(40)),
  zoneName: z.nullable(text(80)),
  city: z.nullable(text(80)),
  plate: z.nullable(text(20)),
  start: z.nullable(text(40)),
  end: text(40).check(z.refine((value) => parseZoneTime(value) !== null)),
  invoiceId: z.nullable(z.int()),
});
type StoredTicket = z.infer<typeof keptTicketSchema>;
export type KeptTicket = Omit<StoredTicket, 'key'> & { key: string };

// Each ticket is checked on its own: one bad entry does not cost the driver the others.
const storeSchema = z.object({ version: z.literal(STORE_VERSION), tickets: z.array(z.unknown()) });

function parseStore(): KeptTicket[] {
  const parsed = storeSchema.safeParse(readJson('local', KEPT_TICKETS_KEY));
  if (!parsed.success) return [];
  const tickets: KeptTicket[] = [];
  for (const entry of parsed.data.tickets.slice(0, MAX_TICKETS)) {
    const parsedTicket = keptTicketSchema.safeParse(entry);
    if (!parsedTicket.success) continue;
    const ticket = {
      ...parsedTicket.data,
      key: parsedTicket.data.key ?? `ticket-${parsedTicket.data.ticketNumber}`,
    };
    if (!tickets.some((t) => t.key === ticket.key)) tickets.push(ticket);
  }
  return tickets;
}

/** What is stored under KEPT_TICKETS_KEY for these tickets (e2e seeds the phone with it too). */
export function keptTicketsJson(tickets: readonly KeptTicket[]): string {
  return JSON.stringify({ version: STORE_VERSION, tickets });
}

function writeStore(tickets: readonly KeptTicket[]): void {
  writeItem('local', KEPT_TICKETS_KEY, tickets.length > 0 ? keptTicketsJson(tickets) : null);
  window.dispatchEvent(new Event(KEPT_TICKETS_EVENT));
}

/** Still shown at `now`: active, or ended less than 7 days ago. */
export function isStillKept(ticket: KeptTicket, now: number): boolean {
  const end = parseZoneTime(ticket.end);
  return end !== null && now < end.getTime() + KEPT_AFTER_END_MS;
}

/** The kept tickets still within their 7 days; anything unreadable is ignored. */
export function readKeptTickets(now: number = Date.now()): KeptTicket[] {
  return parseStore().filter((ticket) => isStillKept(ticket, now));
}

/** The invoices of the tickets still kept: the only ones that may stay on the phone. */
export function keptInvoiceIds(now: number = Date.now()): Set<number> {
  return new Set(
    readKeptTickets(now).flatMap((ticket) => (ticket.invoiceId === null ? [] : [ticket.invoiceId])),
  );
}

export function isInvoiceKept(invoiceId: number, now: number = Date.now()): boolean {
  return keptInvoiceIds(now).has(invoiceId);
}

export function isTicketKept(key: string): boolean {
  return parseStore().some((ticket) => ticket.key === key);
}

/**
 * Keeps a ticket (replacing one with the same key). A ticket the store's own schema refuses (a
 * number or a name longer than it allows, an end it cannot read) is not written at all: written,
 * it would sit in storage with its plate, unread and unlisted, until the next start pruned it.
 */
export function keepTicket(ticket: KeptTicket): void {
  if (!keptTicketSchema.safeParse(ticket).success) return;
  const others = parseStore().filter((t) => t.key !== ticket.key);
  writeStore([ticket, ...others].slice(0, MAX_TICKETS));
}

export function removeKeptTicket(key: string): void {
  writeStore(parseStore().filter((ticket) => ticket.key !== key));
}

export function removeAllKeptTickets(): void {
  writeStore([]);
}

/**
 * "Remove all" leaves nothing that names a plate: every key the pocket wrote: the kept tickets,
 * the removed saved plates, this tab's purchases and those of every other open tab, and (the
 * promise) the stored invoices.
 */
export function forgetEverythingKept(): Promise<void> {
  writeItem('local', SAVED_PLATES_HIDDEN_KEY, null);
  writeItem('session', PURCHASE_KEY, null);
  writeItem('local', CHECKOUT_MARKS_KEY, null);
  forgetPaidElsewhere();
  removeAllKeptTickets();
  signalRemovedAll();
  return forgetAllInvoices();
}

// Deleting kept invoices: here, beside the tickets they belong to, rather than in
// ./kept-invoices.ts, which stores and reads them and travels with the summaries. The entries'
// addresses are that module's: `/__vpa-kept-invoices/{invoiceId}.pdf`.

/** The invoice id of a stored entry's address, or null for anything else. */
function invoiceIdOf(url: string): number | null {
  const match = /\/__vpa-kept-invoices\/(\d{1,15})\.pdf$/.exec(new URL(url).pathname);
  return match ? Number(match[1]) : null;
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * Deletes every stored invoice (it shows a plate) that no kept ticket refers to, whatever put it
 * there: a ticket removed mid-download, the 51st kept ticket pushing out the oldest, a store that
 * could not be read. The cache's own keys are listed; with no ticket kept, the whole cache goes.
 */
export async function forgetUnkeptInvoices(now: number = Date.now()): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const wanted = keptInvoiceIds(now);
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

async function forgetAllInvoices(): Promise<void> {
  try {
    await cacheStorage()?.delete(KEPT_INVOICES_CACHE);
  } catch {
    // As above.
  }
}

/** Drops what is past its 7 days (and garbage) from storage; returns the tickets dropped. */
export function pruneKeptTickets(now: number = Date.now()): KeptTicket[] {
  const raw = readItem('local', KEPT_TICKETS_KEY);
  if (raw === null) return [];
  const all = parseStore();
  const kept = all.filter((ticket) => isStillKept(ticket, now));
  const rewritten = kept.length > 0 ? JSON.stringify({ version: STORE_VERSION, tickets: kept }) : null;
  if (rewritten !== raw) writeStore(kept);
  return all.filter((ticket) => !kept.includes(ticket));
}

let snapshot: { raw: string | null; tickets: KeptTicket[] } = { raw: null, tickets: [] };

function currentTickets(): KeptTicket[] {
  const raw = readItem('local', KEPT_TICKETS_KEY);
  if (raw !== snapshot.raw) snapshot = { raw, tickets: parseStore() };
  return snapshot.tickets;
}

/** Every readable kept ticket, updated when this or another tab changes them. */
export function useKeptTickets(): KeptTicket[] {
  return useSyncExternalStore(subscribeKeptTickets, currentTickets, () => []);
}
