import { hasKeptTickets, KEPT_TICKETS_KEY } from '@/pocket/kept-tickets-key';
import {
  KEPT_AFTER_END_MS,
  keepTicket,
  pruneKeptTickets,
  readKeptTickets,
  removeAllKeptTickets,
  removeKeptTicket,
} from '@/pocket/kept-tickets';
import { keptTicket as ticket } from './fixtures';

const NOW = Date.parse('2026-06-15T13:00:00Z');

describe('kept tickets in localStorage', () => {
  it('stores versioned JSON under vpa-kept-tickets and reads it back', () => {
    const kept = ticket('1001', '2026-06-15T14:00:00Z');
    keepTicket(kept);
    expect(JSON.parse(localStorage.getItem(KEPT_TICKETS_KEY) ?? '')).toEqual({ version: 1, tickets: [kept] });
    expect(readKeptTickets(NOW)).toEqual([kept]);
    expect(hasKeptTickets()).toBe(true);
  });

  it('keeps one entry per ticket number', () => {
    keepTicket(ticket('1001', '2026-06-15T14:00:00Z'));
    keepTicket(ticket('1001', '2026-06-15T14:00:00Z', { plate: 'ZG1AB' }));
    expect(readKeptTickets(NOW).map((t) => t.plate)).toEqual(['ZG1AB']);
  });

  it.each([
    ['not JSON', '{"version":1,"tickets":['],
    ['another version', JSON.stringify({ version: 2, tickets: [ticket('1', '2026-06-15T14:00:00Z')] })],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['tickets not a list', '{"version":1,"tickets":{"ticketNumber":"1"}}'],
  ])('ignores garbage (%s) without throwing', (_name, raw) => {
    localStorage.setItem(KEPT_TICKETS_KEY, raw);
    expect(readKeptTickets(NOW)).toEqual([]);
    expect(() => pruneKeptTickets(NOW)).not.toThrow();
  });

  it('drops broken entries and keeps the good ones', () => {
    const good = ticket('1001', '2026-06-15T14:00:00Z');
    localStorage.setItem(
      KEPT_TICKETS_KEY,
      JSON.stringify({
        version: 1,
        tickets: [
          { ...good, ticketNumber: 42 },
          { ...good, ticketNumber: '1002', end: 'tomorrow' },
          { ...good, ticketNumber: '1003', plate: 'X'.repeat(500) },
          null,
          good,
        ],
      }),
    );
    expect(readKeptTickets(NOW)).toEqual([good]);
  });

  it('shows a ticket until 7 days after its end, then prunes it', () => {
    const expired = ticket('1001', '2026-06-15T12:30:00Z');
    const active = ticket('1002', '2026-06-15T14:00:00Z');
    keepTicket(expired);
    keepTicket(active);
    const end = Date.parse(expired.end);
    expect(readKeptTickets(end + KEPT_AFTER_END_MS - 1).map((t) => t.ticketNumber)).toEqual(['1002', '1001']);
    expect(readKeptTickets(end + KEPT_AFTER_END_MS).map((t) => t.ticketNumber)).toEqual(['1002']);

    expect(pruneKeptTickets(end + KEPT_AFTER_END_MS)).toEqual([expired]);
    expect(readKeptTickets(0).map((t) => t.ticketNumber)).toEqual(['1002']);
    // Once nothing is left, the key goes too, and the landing's tiny check says so.
    expect(pruneKeptTickets(Date.parse(active.end) + KEPT_AFTER_END_MS)).toEqual([active]);
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
    expect(hasKeptTickets()).toBe(false);
  });

  it('removes one ticket, and all of them', () => {
    keepTicket(ticket('1001', '2026-06-15T14:00:00Z'));
    keepTicket(ticket('1002', '2026-06-15T15:00:00Z'));
    removeKeptTicket('ticket-1001');
    expect(readKeptTickets(NOW).map((t) => t.ticketNumber)).toEqual(['1002']);
    removeAllKeptTickets();
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
    expect(readKeptTickets(NOW)).toEqual([]);
  });

  it('reads server wall-clock times (no offset) as Zagreb time', () => {
    // 16:30 in Zagreb on 15 June is 14:30 UTC: still shown 7 days later at 14:29 UTC.
    keepTicket(ticket('1001', '2026-06-15T16:30:00'));
    const sevenDays = Date.parse('2026-06-15T14:30:00Z') + KEPT_AFTER_END_MS;
    expect(readKeptTickets(sevenDays - 60_000)).toHaveLength(1);
    expect(readKeptTickets(sevenDays)).toHaveLength(0);
  });
});
