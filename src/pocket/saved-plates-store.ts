import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { isValidPlate } from '@/lib/plate';
import { readItem, readJson, writeItem } from '@/lib/safe-storage';
import { readKeptTickets } from './kept-tickets';
import {
  KEPT_TICKETS_EVENT,
  KEPT_TICKETS_KEY,
  SAVED_PLATES_HIDDEN_KEY,
  subscribeKeptTickets,
} from './kept-tickets-key';

export { SAVED_PLATES_HIDDEN_KEY };

/*
 * SAVED_PLATES_HIDDEN_KEY, localStorage: the plates a driver removed from the saved plates
 * (docs/decisions/017-tickets-on-this-phone.md): versioned JSON `{ version: 1, tickets: [...] }`
 * listing the keys (`ticket-1001`, `invoice-9000`; a bare number written before the keys had a
 * prefix is a ticket number) of the kept tickets whose plate is no longer offered. Stored by
 * ticket, not by plate, so keeping a new ticket with that plate offers it again. Not one of the
 * contract's keys.
 */
const STORE_VERSION = 1;
const MAX_HIDDEN = 50;

const hiddenSchema = z.object({
  version: z.literal(STORE_VERSION),
  tickets: z.array(z.unknown()),
});

function readHidden(): Set<string> {
  const parsed = hiddenSchema.safeParse(readJson('local', SAVED_PLATES_HIDDEN_KEY));
  if (!parsed.success) return new Set();
  return new Set(
    parsed.data.tickets
      .filter((entry): entry is string => typeof entry === 'string' && entry.length <= 48)
      .slice(0, MAX_HIDDEN)
      .map((entry) => (/^(ticket|invoice)-/.test(entry) ? entry : `ticket-${entry}`)),
  );
}

/**
 * The saved plates: the distinct plates of the tickets still kept (7 days after their end), the
 * most recently kept first, without those the driver removed. Garbage in storage is ignored.
 */
export function readSavedPlates(now: number = Date.now()): string[] {
  const hidden = readHidden();
  const plates: string[] = [];
  for (const ticket of readKeptTickets(now)) {
    const { plate } = ticket;
    if (plate === null || !isValidPlate(plate) || hidden.has(ticket.key)) continue;
    if (!plates.includes(plate)) plates.push(plate);
  }
  return plates;
}

function hiddenValue(hidden: readonly string[]): string | null {
  const tickets = hidden.slice(-MAX_HIDDEN);
  return tickets.length > 0 ? JSON.stringify({ version: STORE_VERSION, tickets }) : null;
}

function writeHidden(hidden: readonly string[]): void {
  writeItem('local', SAVED_PLATES_HIDDEN_KEY, hiddenValue(hidden));
}

/** Drops the removals of tickets no longer kept, and garbage (the key goes with the last one). */
export function pruneHiddenPlates(now: number = Date.now()): void {
  const raw = readItem('local', SAVED_PLATES_HIDDEN_KEY);
  if (raw === null) return;
  const stillKept = new Set(readKeptTickets(now).map((ticket) => ticket.key));
  const next = hiddenValue([...readHidden()].filter((key) => stillKept.has(key)));
  if (next !== raw) writeItem('local', SAVED_PLATES_HIDDEN_KEY, next);
}

/** Stops offering `plate` until a new ticket with it is kept; the kept tickets stay as they are. */
export function removeSavedPlate(plate: string, now: number = Date.now()): void {
  const kept = readKeptTickets(now);
  const stillKept = new Set(kept.map((ticket) => ticket.key));
  const hidden = [...readHidden()].filter((number) => stillKept.has(number));
  for (const ticket of kept) {
    if (ticket.plate === plate && !hidden.includes(ticket.key)) hidden.push(ticket.key);
  }
  writeHidden(hidden);
  window.dispatchEvent(new Event(KEPT_TICKETS_EVENT));
}

let snapshot: { key: string | null; plates: string[] } = { key: null, plates: [] };

function currentPlates(): string[] {
  const key = `${readItem('local', KEPT_TICKETS_KEY)}\n${readItem('local', SAVED_PLATES_HIDDEN_KEY)}`;
  if (key !== snapshot.key) snapshot = { key, plates: readSavedPlates() };
  return snapshot.plates;
}

/** The saved plates, updated when the kept tickets or the removed plates change (any tab). */
export function useSavedPlates(): string[] {
  return useSyncExternalStore(subscribeKeptTickets, currentPlates, () => []);
}
