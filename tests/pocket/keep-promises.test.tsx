import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type * as Download from '@/lib/download';
import { KEPT_INVOICES_CACHE, KEPT_TICKETS_KEY } from '@/pocket/kept-tickets-key';
import { storeInvoice } from '@/pocket/kept-invoices';
import { keepTicket } from '@/pocket/kept-tickets';
import { PURCHASE_KEY } from '@/pocket/purchase-context';
import { removeSavedPlate, SAVED_PLATES_HIDDEN_KEY } from '@/pocket/saved-plates-store';
import { server } from '@/mocks/node';
import { renderRoute } from '../render';
import { recordRequests } from '../features/payment/helpers';
import { installFakeCacheStorage, storeInvoicesDirectly } from './fake-cache-storage';
import { keptTicket, rememberPurchaseOfT1000 } from './fixtures';

// What "Keep this ticket on this phone" says is what is stored; nothing
// that names a plate outlives its ticket; a kept invoice is served from the phone.

const saveFileSpy = vi.hoisted(() => vi.fn((_blob: Blob, _name: string) => Promise.resolve()));
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  saveFile: saveFileSpy,
}));
afterEach(() => {
  saveFileSpy.mockClear();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 30_000 };
const HOUR = 3_600_000;
const INVOICE = '*/docs-api/documents/vpa-ticket-invoice';
const KEEP = 'Keep this ticket on this phone';

/** Ticket T-1000 as the server would describe it if it had been bought a moment ago (ends in 1 h). */
function freshT1000() {
  const end = new Date(Date.now() + HOUR).toISOString();
  server.use(
    http.get('*/payment-api/tickets/vpa-summary', () =>
      HttpResponse.json({ ticketNumber: '1000', validTo: end, invoiceId: 9000 }),
    ),
  );
  rememberPurchaseOfT1000({ start: new Date(Date.now() - HOUR).toISOString(), end });
}

/** The invoice download waits until `release()` is called; `started` tells when it was asked for. */
function holdInvoiceDownload() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const started = vi.fn();
  server.use(
    http.get(INVOICE, async () => {
      started();
      await released;
      return new HttpResponse('%PDF-1.4 held', { headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
  return { started, release };
}

/**
 * Waits for the app's download of the invoice to finish: one download per invoice runs at a time,
 * so this joins it (and, when none runs, one that stores nothing: nothing wants it).
 */
async function downloadSettled(invoiceId: number) {
  await act(async () => {
    await storeInvoice(invoiceId, () => false);
  });
}

async function findKeep() {
  return screen.findByRole('checkbox', { name: KEEP }, SLOW);
}

function status(text: string | RegExp) {
  return screen.findByText(text, undefined, SLOW);
}

describe('Keep this ticket on this phone says what was kept', () => {
  it('does not call a ticket kept when the browser refuses to store it', async () => {
    installFakeCacheStorage();
    freshT1000();
    const { setItem } = Object.getOwnPropertyDescriptors(Storage.prototype);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === KEPT_TICKETS_KEY)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      Reflect.apply(setItem.value as Storage['setItem'], this, [key, value]);
    });
    const { user } = await renderRoute('/summary?ticket=T-1000');
    const keep = await findKeep();
    await user.click(keep);
    expect(
      await status(
        'The ticket could not be kept: this browser does not let the site store data, or its storage is full.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(keep).not.toBeChecked();
    expect(screen.queryByText(/The ticket is kept on this phone/)).not.toBeInTheDocument();
  });

  it('a ticket its own store refuses is not written to the phone at all, plate and all', async () => {
    installFakeCacheStorage();
    const end = new Date(Date.now() + HOUR).toISOString();
    // A ticket number longer than a kept ticket may have: the store's schema refuses it.
    const longNumber = '1'.repeat(45);
    server.use(
      http.get('*/payment-api/tickets/vpa-summary', () =>
        HttpResponse.json({ ticketNumber: longNumber, validTo: end, invoiceId: 9000 }),
      ),
    );
    rememberPurchaseOfT1000({ start: new Date(Date.now() - HOUR).toISOString(), end });
    const { user } = await renderRoute('/summary?ticket=T-1000');
    const keep = await findKeep();
    await user.click(keep);
    expect(
      await status(
        'The ticket could not be kept: this browser does not let the site store data, or its storage is full.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(keep).not.toBeChecked();
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('RI1000AA');
  });

  it('kept offline, says the invoice is not stored yet', async () => {
    const stores = installFakeCacheStorage();
    freshT1000();
    server.use(http.get(INVOICE, () => HttpResponse.error()));
    const { user } = await renderRoute('/summary?ticket=T-1000');
    const keep = await findKeep();
    await user.click(keep);
    expect(keep).toBeChecked();
    expect(
      await status(
        'The ticket is kept on this phone, but its invoice is not stored yet. It will be fetched when you are online and open “Your tickets”.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(stores.get(KEPT_INVOICES_CACHE)?.size ?? 0).toBe(0);
  });

  it('where the browser has no Cache Storage, says the invoice cannot be stored', async () => {
    freshT1000();
    const { user } = await renderRoute('/summary?ticket=T-1000');
    await user.click(await findKeep());
    expect(
      await status(
        'The ticket is kept on this phone, but this browser does not let the site store its invoice. Download the invoice while you are online.',
      ),
    ).toBeInTheDocument();
  });

  it('asks the browser to keep the site’s storage, and says that some may still clear it', async () => {
    installFakeCacheStorage();
    freshT1000();
    const persist = vi.fn(() => Promise.resolve(true));
    Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'storage');
    });
    const { user } = await renderRoute('/summary?ticket=T-1000');
    const keep = await findKeep();
    expect(keep).toHaveAccessibleDescription(
      'It stays on this device only; no cookie is used. Some browsers may still clear it, for example after some days without a visit.',
    );
    await user.click(keep);
    await status(/The ticket is kept on this phone/);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('is not offered for a ticket past its 7 days, which would not be kept', async () => {
    rememberPurchaseOfT1000();
    await renderRoute('/summary?ticket=T-1000');
    expect(
      await status(
        'Tickets stay on this phone until 7 days after they end; this one ended earlier, so it cannot be kept.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: KEEP })).not.toBeInTheDocument();
  });
});

describe('Your tickets fetches the invoices not stored yet', () => {
  it('when shown online', async () => {
    const stores = installFakeCacheStorage();
    keepTicket(keptTicket('1000', HOUR, { invoiceId: 9000 }));
    await renderRoute('/?z=RI-Z1');
    await screen.findByRole('region', { name: 'Your tickets' }, SLOW);
    await waitFor(() => expect(stores.get(KEPT_INVOICES_CACHE)?.invoiceIds).toEqual([9000]));
  });

  it('when the phone comes back online', async () => {
    const stores = installFakeCacheStorage();
    keepTicket(keptTicket('1000', HOUR, { invoiceId: 9000 }));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const requests = recordRequests('/vpa-ticket-invoice');
    await renderRoute('/?z=RI-Z1');
    await screen.findByRole('region', { name: 'Your tickets' }, SLOW);
    expect(requests).toHaveLength(0);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(stores.get(KEPT_INVOICES_CACHE)?.invoiceIds).toEqual([9000]));
  });
});

describe('nothing that names a plate outlives its ticket', () => {
  it('unticking Keep while the invoice downloads leaves no invoice behind', async () => {
    const stores = installFakeCacheStorage();
    freshT1000();
    const held = holdInvoiceDownload();
    const { user } = await renderRoute('/summary?ticket=T-1000');
    const keep = await findKeep();
    await user.click(keep);
    await waitFor(() => expect(held.started).toHaveBeenCalled());
    await user.click(keep);
    expect(await status('The ticket is no longer kept on this phone.')).toBeInTheDocument();
    held.release();
    // The download ends after the untick: it must not leave its PDF.
    await downloadSettled(9000);
    expect(stores.get(KEPT_INVOICES_CACHE)?.size ?? 0).toBe(0);
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
  });

  it('Remove in Your tickets while the invoice downloads leaves no invoice behind', async () => {
    const stores = installFakeCacheStorage();
    keepTicket(keptTicket('1000', HOUR, { invoiceId: 9000 }));
    const held = holdInvoiceDownload();
    const { user } = await renderRoute('/?z=RI-Z1');
    const list = await screen.findByRole('region', { name: 'Your tickets' }, SLOW);
    await waitFor(() => expect(held.started).toHaveBeenCalled());
    await user.click(within(list).getByRole('button', { name: 'Remove ticket 1000' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your tickets' })).not.toBeInTheDocument(),
    );
    held.release();
    await downloadSettled(9000);
    expect(stores.get(KEPT_INVOICES_CACHE)?.size ?? 0).toBe(0);
  });

  it('the 51st kept ticket pushes out the oldest together with its invoice', async () => {
    const stores = installFakeCacheStorage();
    const ids = Array.from({ length: 50 }, (_, n) => n + 1);
    for (const id of ids) keepTicket(keptTicket(String(id), HOUR + id * 60_000, { invoiceId: id }));
    await storeInvoicesDirectly(KEPT_INVOICES_CACHE, ids);
    freshT1000();
    const { user } = await renderRoute('/summary?ticket=T-1000');
    await user.click(await findKeep());
    await waitFor(() => expect(stores.get(KEPT_INVOICES_CACHE)?.invoiceIds).toEqual([...ids.slice(1), 9000]));
  });

  it('a store that cannot be read takes the invoices with it when Your tickets is shown', async () => {
    const stores = installFakeCacheStorage();
    await storeInvoicesDirectly(KEPT_INVOICES_CACHE, [9000]);
    localStorage.setItem(
      KEPT_TICKETS_KEY,
      JSON.stringify({ version: 99, tickets: [keptTicket('1000', HOUR, { invoiceId: 9000 })] }),
    );
    await renderRoute('/welcome');
    await waitFor(() => expect(stores.has(KEPT_INVOICES_CACHE)).toBe(false), SLOW);
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
  });

  it('Remove all removes every key the pocket wrote', async () => {
    const stores = installFakeCacheStorage();
    keepTicket(keptTicket('1000', HOUR, { invoiceId: 9000, plate: 'ZG42XY' }));
    keepTicket(keptTicket('1001', 2 * HOUR, { invoiceId: 9001, plate: 'RI123AB' }));
    removeSavedPlate('ZG42XY');
    rememberPurchaseOfT1000();
    await storeInvoicesDirectly(KEPT_INVOICES_CACHE, [9000, 9001]);
    const { user } = await renderRoute('/?z=RI-Z1');
    const list = await screen.findByRole('region', { name: 'Your tickets' }, SLOW);
    await user.click(within(list).getByRole('button', { name: 'Remove all' }));
    await waitFor(() => expect(stores.has(KEPT_INVOICES_CACHE)).toBe(false));
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
    expect(localStorage.getItem(SAVED_PLATES_HIDDEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBeNull();
  });
});

describe('a kept invoice is served from the phone', () => {
  it('downloads without asking the network', async () => {
    installFakeCacheStorage();
    await storeInvoicesDirectly(KEPT_INVOICES_CACHE, [9000]);
    keepTicket(keptTicket('1000', HOUR, { invoiceId: 9000 }));
    const requests = recordRequests('/vpa-ticket-invoice');
    const { user } = await renderRoute('/?z=RI-Z1');
    await user.click(await screen.findByRole('button', { name: 'Download invoice, ticket 1000' }, SLOW));
    await waitFor(() => expect(saveFileSpy).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFileSpy.mock.calls[0];
    expect(name).toMatch(/^Ticket_1000_[A-Za-z0-9]{6}\.pdf$/);
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-1.4 test');
    expect(requests).toHaveLength(0);
  });

  it('downloads from the network when the phone has no copy', async () => {
    installFakeCacheStorage();
    freshT1000();
    const requests = recordRequests('/vpa-ticket-invoice');
    const { user } = await renderRoute('/summary?ticket=T-1000');
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }, SLOW));
    await waitFor(() => expect(saveFileSpy).toHaveBeenCalledTimes(1));
    expect(requests).toHaveLength(1);
  });
});
