import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type * as Download from '@/lib/download';
import { KEPT_INVOICES_CACHE, KEPT_TICKETS_KEY } from '@/pocket/kept-tickets-key';
import { keepTicket } from '@/pocket/kept-tickets';
import { server } from '@/mocks/node';
import { renderRoute } from '../render';
import { holdGet } from '../held-answer';
import { i18n } from '@/i18n/i18n';
import { installFakeCacheStorage } from './fake-cache-storage';
import { keptTicket, PURCHASE_OF_T1000, rememberPurchaseOfT1000 } from './fixtures';

const saveFileSpy = vi.hoisted(() => vi.fn((_blob: Blob, _name: string) => Promise.resolve()));
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  saveFile: saveFileSpy,
}));
afterEach(() => saveFileSpy.mockClear());

const SLOW = { timeout: 30_000 };
const HOUR = 3_600_000;

function storedTickets(): string[] {
  const raw = JSON.parse(localStorage.getItem(KEPT_TICKETS_KEY) ?? '{"tickets":[]}') as {
    tickets: { ticketNumber: string }[];
  };
  return raw.tickets.map((t) => t.ticketNumber);
}

async function findList() {
  return screen.findByRole('region', { name: 'Your tickets' }, SLOW);
}

describe('Keep this ticket on this phone', () => {
  it('is off until chosen; kept, the ticket and its invoice are stored on the phone', async () => {
    // While T-1000 (ending 14:30 UTC on 15 June 2026) is active: a ticket past its 7 days is not kept.
    vi.setSystemTime(new Date('2026-06-15T13:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const stores = installFakeCacheStorage();
    rememberPurchaseOfT1000();
    const { user } = await renderRoute('/summary?ticket=T-1000');
    const keep = await screen.findByRole('checkbox', { name: 'Keep this ticket on this phone' }, SLOW);
    expect(keep).not.toBeChecked();
    expect(keep).toHaveAccessibleDescription(
      'It stays on this device only; no cookie is used. Some browsers may still clear it, for example after some days without a visit.',
    );
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();

    await user.click(keep);
    expect(keep).toBeChecked();
    expect(JSON.parse(localStorage.getItem(KEPT_TICKETS_KEY) ?? '')).toEqual({
      version: 1,
      tickets: [
        // Number and invoice from the summary; zone, plate, start and end from this tab's purchase.
        { key: 'ticket-1000', ticketNumber: '1000', ...PURCHASE_OF_T1000, invoiceId: 9000 },
      ],
    });
    expect(screen.getByText(/The ticket is kept on this phone/)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(stores.get(KEPT_INVOICES_CACHE)?.size).toBe(1));
    expect(document.cookie).toBe('');

    await user.click(keep);
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
    await waitFor(() => expect(stores.get(KEPT_INVOICES_CACHE)?.size ?? 0).toBe(0));
  });
});

describe('Your tickets on the zone home', () => {
  it('shows nothing (and loads no list) without kept tickets, or with garbage', async () => {
    localStorage.setItem(KEPT_TICKETS_KEY, '{"version":1,"tickets":[{"ticketNumber":');
    await renderRoute('/?z=RI-Z1');
    expect(await screen.findByRole('link', { name: /Hourly ticket/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your tickets' })).not.toBeInTheDocument();
  });

  it('lists active tickets first with their countdown, expired ones after', async () => {
    keepTicket(keptTicket('2001', -2 * HOUR));
    keepTicket(keptTicket('2002', 5 * HOUR));
    keepTicket(
      keptTicket('2003', HOUR + 10 * 60_000, { zoneCode: 'RI-Z3', zoneName: 'Zona 3', plate: 'ZG42XY' }),
    );
    await renderRoute('/?z=RI-Z1');
    const list = await findList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Ticket 2003',
      'Ticket 2002',
      'Ticket 2001',
    ]);
    expect(within(items[0]).getByText('Active')).toBeInTheDocument();
    expect(within(items[0]).getByText(/^1 h (9|10) min left$/)).toBeInTheDocument();
    expect(within(items[0]).getByText('Zona 3, Rijeka')).toBeInTheDocument();
    expect(within(items[0]).getByText('ZG42XY')).toBeInTheDocument();
    expect(within(items[2]).getByText('Expired')).toBeInTheDocument();
    expect(
      within(items[2]).getByRole('button', { name: 'Download invoice, ticket 2001' }),
    ).toBeInTheDocument();
  });

  it('shows only once the tiles above are final, so that the fine tile arriving later cannot push it under a finger', async () => {
    keepTicket(keptTicket('2001', HOUR));
    // The list's code and texts already here: only the rule below keeps it back.
    await import('@/pocket/your-tickets');
    await i18n.loadNamespaces('pocket');
    const answer = holdGet('/sms-api/vpa/vpa-company-config');
    await renderRoute('/?z=RI-Z1');
    expect(await screen.findByRole('link', { name: /Hourly ticket/ }, SLOW)).toBeVisible();
    // The footer has its answer; the city's services (and with them the fine tile) have not.
    await screen.findByRole('contentinfo', { name: 'Company details' });
    expect(screen.queryByRole('region', { name: 'Your tickets' })).not.toBeInTheDocument();

    answer();
    const list = await findList();
    expect(screen.getByRole('link', { name: /Parking fine/ })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Remove ticket 2001' })).toBeVisible();
  });

  it('shows at once when the zone cannot be loaded, not after the retries (offline)', async () => {
    keepTicket(keptTicket('2001', HOUR));
    server.use(http.get('*/sms-api/vpa/vpa-zone-status', () => HttpResponse.error()));
    const { queryClient } = await renderRoute('/?z=RI-Z1', { retry: 3 });
    onTestFinished(() => queryClient.cancelQueries());
    const list = await findList();
    expect(within(list).getByRole('heading', { name: 'Ticket 2001' })).toBeInTheDocument();
    // The zone's status is still being tried again: its tiles are skeletons, not its error yet.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves out tickets ended more than 7 days ago', async () => {
    keepTicket(keptTicket('2001', -8 * 24 * HOUR));
    keepTicket(keptTicket('2002', -6 * 24 * HOUR));
    await renderRoute('/?z=RI-Z1');
    const list = await findList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('heading', { name: 'Ticket 2002' })).toBeInTheDocument();
    await waitFor(() => expect(storedTickets()).toEqual(['2002']));
  });

  it('removes one ticket, and all of them', async () => {
    keepTicket(keptTicket('2001', HOUR));
    keepTicket(keptTicket('2002', 2 * HOUR));
    keepTicket(keptTicket('2003', 3 * HOUR));
    const { user } = await renderRoute('/?z=RI-Z1');
    const list = await findList();
    await user.click(within(list).getByRole('button', { name: 'Remove ticket 2002' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(storedTickets()).toEqual(['2003', '2001']);
    expect(within(list).getByRole('heading', { level: 2, name: 'Your tickets' })).toHaveFocus();

    await user.click(within(list).getByRole('button', { name: 'Remove all' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your tickets' })).not.toBeInTheDocument(),
    );
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
  });

  it('downloads the invoice from the phone when the network fails, under the contract’s name', async () => {
    installFakeCacheStorage();
    const { storeInvoice } = await import('@/pocket/kept-invoices');
    expect(await storeInvoice(9000, () => true)).toBe('stored');
    keepTicket(keptTicket('1000', -HOUR));
    server.use(http.get('*/docs-api/documents/vpa-ticket-invoice', () => HttpResponse.error()));
    const { user } = await renderRoute('/?z=RI-Z1');
    await user.click(await screen.findByRole('button', { name: 'Download invoice, ticket 1000' }, SLOW));
    await waitFor(() => expect(saveFileSpy).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFileSpy.mock.calls[0];
    expect(name).toMatch(/^Ticket_1000_[A-Za-z0-9]{6}\.pdf$/);
    expect(new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('says so when neither the network nor the phone has the invoice', async () => {
    keepTicket(keptTicket('2001', -HOUR, { invoiceId: 9000 }));
    server.use(http.get('*/docs-api/documents/vpa-ticket-invoice', () => HttpResponse.error()));
    const { user } = await renderRoute('/?z=RI-Z1');
    await user.click(await screen.findByRole('button', { name: 'Download invoice, ticket 2001' }, SLOW));
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoice could not be downloaded.');
  });
});

describe('Your tickets on /welcome', () => {
  it('appears after the page is up when tickets are kept', async () => {
    keepTicket(keptTicket('2001', HOUR));
    await renderRoute('/welcome');
    const list = await findList();
    expect(within(list).getByRole('heading', { name: 'Ticket 2001' })).toBeInTheDocument();
  });
});
