import { KEPT_AFTER_END_MS, keepTicket, readKeptTickets, removeKeptTicket } from '@/pocket/kept-tickets';
import { KEPT_TICKETS_KEY } from '@/pocket/kept-tickets-key';
import { readSavedPlates, removeSavedPlate, SAVED_PLATES_HIDDEN_KEY } from '@/pocket/saved-plates-store';
import { keptTicket as ticket } from './fixtures';

const NOW = Date.parse('2026-06-15T13:00:00Z');
const END = '2026-06-15T14:00:00Z';

describe('saved plates: the plates of the kept tickets', () => {
  it('offers nothing without kept tickets', () => {
    expect(readSavedPlates(NOW)).toEqual([]);
  });

  it('lists each plate once, the most recently kept first', () => {
    keepTicket(ticket('1', END, { plate: 'ZG1234AB' }));
    keepTicket(ticket('2', END, { plate: 'RI123AB' }));
    keepTicket(ticket('3', END, { plate: 'ZG1234AB' }));
    keepTicket(ticket('4', END, { plate: null }));
    expect(readSavedPlates(NOW)).toEqual(['ZG1234AB', 'RI123AB']);
  });

  it('follows the kept tickets: a plate goes with its last ticket, and 7 days after its end', () => {
    keepTicket(ticket('1', END, { plate: 'ZG1234AB' }));
    keepTicket(ticket('2', '2026-06-20T14:00:00Z', { plate: 'RI123AB' }));
    const after = Date.parse(END) + KEPT_AFTER_END_MS;
    expect(readSavedPlates(after - 1)).toEqual(['RI123AB', 'ZG1234AB']);
    expect(readSavedPlates(after)).toEqual(['RI123AB']);
    removeKeptTicket('ticket-2');
    expect(readSavedPlates(NOW)).toEqual(['ZG1234AB']);
  });

  it('hides a removed plate until a new ticket with it is kept', () => {
    keepTicket(ticket('1', END, { plate: 'ZG1234AB' }));
    keepTicket(ticket('2', END, { plate: 'RI123AB' }));
    keepTicket(ticket('3', END, { plate: 'ZG1234AB' }));
    removeSavedPlate('ZG1234AB', NOW);
    expect(readSavedPlates(NOW)).toEqual(['RI123AB']);
    expect(JSON.parse(localStorage.getItem(SAVED_PLATES_HIDDEN_KEY) ?? '')).toEqual({
      version: 1,
      tickets: ['ticket-3', 'ticket-1'],
    });
    // The tickets themselves stay kept.
    expect(readKeptTickets(NOW)).toHaveLength(3);

    keepTicket(ticket('5', END, { plate: 'ZG1234AB' }));
    expect(readSavedPlates(NOW)).toEqual(['ZG1234AB', 'RI123AB']);
  });

  it('forgets removals of tickets no longer kept', () => {
    keepTicket(ticket('1', END, { plate: 'ZG1234AB' }));
    removeSavedPlate('ZG1234AB', NOW);
    removeKeptTicket('ticket-1');
    keepTicket(ticket('2', END, { plate: 'RI123AB' }));
    removeSavedPlate('RI123AB', NOW);
    expect(JSON.parse(localStorage.getItem(SAVED_PLATES_HIDDEN_KEY) ?? '')).toEqual({
      version: 1,
      tickets: ['ticket-2'],
    });
  });

  it('reads a removal stored before the keys had a prefix (a bare ticket number)', () => {
    keepTicket(ticket('1', END, { plate: 'ZG1234AB' }));
    keepTicket(ticket('9', END, { key: 'invoice-1', plate: 'RI123AB', invoiceId: 1 }));
    localStorage.setItem(SAVED_PLATES_HIDDEN_KEY, JSON.stringify({ version: 1, tickets: ['1'] }));
    // Ticket number 1 is hidden; the ticket known by invoice 1 is another ticket.
    expect(readSavedPlates(NOW)).toEqual(['RI123AB']);
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, tickets: ['1'] })],
    ['a string', '"hello"'],
    ['tickets not a list', '{"version":1,"tickets":"1"}'],
    ['numbers', '{"version":1,"tickets":[1,null,{}]}'],
  ])('ignores garbage in the removed plates (%s)', (_name, raw) => {
    keepTicket(ticket('1', END, { plate: 'ZG1234AB' }));
    localStorage.setItem(SAVED_PLATES_HIDDEN_KEY, raw);
    expect(readSavedPlates(NOW)).toEqual(['ZG1234AB']);
    expect(() => removeSavedPlate('ZG1234AB', NOW)).not.toThrow();
    expect(readSavedPlates(NOW)).toEqual([]);
  });

  it('offers nothing from garbage in the kept tickets, and never a malformed plate', () => {
    localStorage.setItem(KEPT_TICKETS_KEY, '{"version":1,"tickets":[');
    expect(readSavedPlates(NOW)).toEqual([]);
    keepTicket(ticket('1', END, { plate: 'not a plate!' }));
    expect(readSavedPlates(NOW)).toEqual([]);
  });
});
