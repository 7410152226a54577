import { KEPT_INVOICES_CACHE, KEPT_TICKETS_KEY } from '@/pocket/kept-tickets-key';
import { KEPT_AFTER_END_MS, keepTicket, readKeptTickets } from '@/pocket/kept-tickets';
import { pruneAtStart } from '@/pocket/prune-at-start';
import { PURCHASE_KEY, rememberPurchase } from '@/pocket/purchase-context';
import { removeSavedPlate, SAVED_PLATES_HIDDEN_KEY } from '@/pocket/saved-plates-store';
import { installFakeCacheStorage, storeInvoicesDirectly } from './fake-cache-storage';
import { keptTicket } from './fixtures';

// At every start, what is past its 7 days leaves the phone, and every
// stored invoice that no kept ticket refers to goes with it.
const NOW = Date.parse('2026-06-15T13:00:00Z');
const END = '2026-06-15T14:00:00Z';

describe('pruneAtStart', () => {
  it('drops tickets past their 7 days, their removed plates and their invoices', async () => {
    const stores = installFakeCacheStorage();
    keepTicket(keptTicket('1', END, { invoiceId: 1, plate: 'ZG42XY' }));
    removeSavedPlate('ZG42XY', NOW);
    await storeInvoicesDirectly(KEPT_INVOICES_CACHE, [1]);

    await pruneAtStart(Date.parse(END) + KEPT_AFTER_END_MS);
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
    expect(localStorage.getItem(SAVED_PLATES_HIDDEN_KEY)).toBeNull();
    expect(stores.has(KEPT_INVOICES_CACHE)).toBe(false);
  });

  it('keeps what is still kept and deletes every invoice no kept ticket refers to', async () => {
    const stores = installFakeCacheStorage();
    keepTicket(keptTicket('1', END, { invoiceId: 1, plate: 'ZG42XY' }));
    keepTicket(keptTicket('2', '2026-06-25T14:00:00Z', { invoiceId: 2, plate: 'RI123AB' }));
    keepTicket(keptTicket('3', '2026-06-25T14:00:00Z', { invoiceId: null, plate: 'RI777AA' }));
    removeSavedPlate('ZG42XY', NOW);
    removeSavedPlate('RI777AA', NOW);
    // 7 and 8: left by a removal mid-download and by an older version; 2 belongs to ticket 2.
    await storeInvoicesDirectly(KEPT_INVOICES_CACHE, [1, 2, 7, 8]);

    await pruneAtStart(Date.parse(END) + KEPT_AFTER_END_MS);
    expect(readKeptTickets(0).map((t) => t.key)).toEqual(['ticket-3', 'ticket-2']);
    expect(stores.get(KEPT_INVOICES_CACHE)?.invoiceIds).toEqual([2]);
    expect(JSON.parse(localStorage.getItem(SAVED_PLATES_HIDDEN_KEY) ?? '')).toEqual({
      version: 1,
      tickets: ['ticket-3'],
    });
  });

  it('takes the invoices with it when the kept tickets cannot be read (another version, garbage)', async () => {
    const stores = installFakeCacheStorage();
    localStorage.setItem(KEPT_TICKETS_KEY, JSON.stringify({ version: 7, tickets: [keptTicket('1', END)] }));
    localStorage.setItem(SAVED_PLATES_HIDDEN_KEY, '{"version":1,"tickets":["ticket-1"');
    await storeInvoicesDirectly(KEPT_INVOICES_CACHE, [9000]);

    await pruneAtStart(NOW);
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
    expect(localStorage.getItem(SAVED_PLATES_HIDDEN_KEY)).toBeNull();
    expect(stores.has(KEPT_INVOICES_CACHE)).toBe(false);
  });

  it('forgets this tab’s purchases past their 7 days, even when nothing is kept', async () => {
    const { key: _key, ticketNumber: _number, invoiceId: _invoice, ...context } = keptTicket('1', END);
    rememberPurchase({ ...context, zoneCode: 'RI-Z1', plate: 'ZG42XY', start: END }, { gateway: 'WL' });
    await pruneAtStart(Date.parse(END) + KEPT_AFTER_END_MS - 1);
    expect(sessionStorage.getItem(PURCHASE_KEY)).not.toBeNull();
    await pruneAtStart(Date.parse(END) + KEPT_AFTER_END_MS);
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBeNull();
  });

  it('touches nothing, and creates no cache, when nothing is stored', async () => {
    const stores = installFakeCacheStorage();
    localStorage.setItem('lang', 'hr');
    await pruneAtStart(NOW);
    expect(stores.size).toBe(0);
    expect(localStorage.length).toBe(1);
  });

  it('works where the browser has no Cache Storage', async () => {
    keepTicket(keptTicket('1', END));
    await expect(pruneAtStart(Date.parse(END) + KEPT_AFTER_END_MS)).resolves.toBeUndefined();
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
  });
});
