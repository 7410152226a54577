// A ticket already paid for the same zone and plate: Back past the gateway's page restores
// `/payment` from the back/forward cache with its dialog open, and a duplicated tab copies this
// tab's purchases. No second payment may start before the driver has been told and has said so.
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as Gateways from '@/api/gateways/handoff';
import { markAtBank, markCheckoutPaid } from '@/pocket/checkout-marks';
import { keepTicket } from '@/pocket/kept-tickets';
import { CHECKOUT_MARKS_KEY } from '@/pocket/kept-tickets-key';
import { forgetPaidElsewhere, listenForPaidElsewhere } from '@/pocket/paid-elsewhere';
import {
  bindTicketCode,
  markPurchasePaid,
  markRequestPaid,
  rememberPurchase,
} from '@/pocket/purchase-context';
import { formatDateTime, formatTime } from '@/lib/format';
import { currentUrl, renderRoute } from '../../render';
import { keptTicket } from '../../pocket/fixtures';
import { recordRequests } from './helpers';

const handOffSpy = vi.hoisted(() => vi.fn());
vi.mock('@/api/gateways/handoff', async (importOriginal) => {
  const actual = await importOriginal<typeof Gateways>();
  return { ...actual, handOff: handOffSpy };
});

const ESTIMATE = '/sms-api/vpa/vpa-ticket-estimate';
const INIT_WL = '/payment-api/transactions/vpa/init-worldline-payment-request';
const HOUR = 3_600_000;

const hourly = {
  zoneCode: 'RI-Z1',
  ticketType: 'hourly',
  tariffId: 11,
  tariffType: 'H1',
  plateNumber: 'RI123AB',
  duration: 3,
} as const;

afterEach(() => {
  handOffSpy.mockClear();
});

/** This tab paid a Worldline ticket for RI-Z1 and `plate`, ending `endsIn` ms from now. */
function paidInThisTab(plate = 'RI123AB', endsIn = 2 * HOUR): string {
  const end = new Date(Date.now() + endsIn).toISOString();
  rememberPurchase(
    { zoneCode: 'RI-Z1', zoneName: 'Zona 1', city: 'RIJEKA', plate, start: new Date().toISOString(), end },
    { gateway: 'WL', requestId: 'vpa77.paid' },
  );
  bindTicketCode('vpa77.paid', 'T-7700');
  markPurchasePaid({ ticketCode: 'T-7700' }, end, 770077);
  return end;
}

function restoreFromBackForwardCache() {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: true });
  act(() => {
    window.dispatchEvent(event);
  });
}

async function confirmEnabled() {
  const confirm = await screen.findByRole('button', { name: 'Confirm' });
  await waitFor(() => expect(confirm).toBeEnabled());
  return confirm;
}

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

/** The driver's answer to `warning`, then Confirm and Pay: the card gateway is handed one payment. */
async function answerAndPay(user: User, warning: HTMLElement, answer: string) {
  await user.click(within(warning).getByRole('button', { name: answer }));
  await user.click(await confirmEnabled());
  const dialog = await screen.findByRole('dialog', { name: 'Important message' });
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(handOffSpy).toHaveBeenCalledTimes(1));
}

/** `/payment` names a ticket for RI123AB ending at `end`, without a number; Pay waits for the answer. */
async function expectNamedWithoutNumber(end: string) {
  const { user } = await renderRoute('/payment', { session: hourly });
  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent(
    `A ticket for RI123AB in this zone is paid and valid until ${formatDateTime(end)}.`,
  );
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Ticket details' })).toHaveAttribute('aria-busy', 'false'),
  );
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await user.click(within(warning).getByRole('button', { name: 'Buy another ticket' }));
  await confirmEnabled();
}

describe('/payment after a paid ticket', () => {
  it('restored from the back/forward cache: closes the dialog, asks a fresh estimate, names the ticket, pays nothing', async () => {
    const estimates = recordRequests(ESTIMATE);
    const inits = recordRequests(INIT_WL);
    const { user } = await renderRoute('/payment', { session: hourly });
    await user.click(await confirmEnabled());
    expect(await screen.findByRole('dialog', { name: 'Important message' })).toBeVisible();
    expect(estimates).toHaveLength(1);

    // Paid meanwhile (gateway, success page), then Back twice: the page comes back as it was left.
    const end = paidInThisTab();
    restoreFromBackForwardCache();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(estimates).toHaveLength(2));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('You already have a valid ticket');
    expect(warning).toHaveTextContent(
      `Ticket no. 770077 for RI123AB in this zone is paid and valid until ${formatDateTime(end)}.`,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Ticket details' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(confirm).toBeDisabled();
    expect(inits).toHaveLength(0);

    // The driver's own answer, and only then, opens the way to Pay.
    await answerAndPay(user, warning, 'Buy another ticket');
    expect(inits).toHaveLength(1);
  });

  it('in a duplicated tab (the purchases copied with the session): names the ticket before anything', async () => {
    paidInThisTab();
    await renderRoute('/payment', { session: hourly });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket no. 770077');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Ticket details' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('after a payment cut off by a reload, which the server said was done: names it without a number', async () => {
    const end = new Date(Date.now() + 2 * HOUR).toISOString();
    rememberPurchase(
      {
        zoneCode: 'RI-Z1',
        zoneName: 'Zona 1',
        city: 'RIJEKA',
        plate: 'RI123AB',
        start: new Date().toISOString(),
        end,
      },
      { gateway: 'WL', requestId: 'vpa88.cut' },
    );
    markRequestPaid('vpa88.cut');
    await expectNamedWithoutNumber(end);
  });

  it('names a ticket paid in a tab closed since, without its number, which stayed with that tab', async () => {
    const end = new Date(Date.now() + HOUR).toISOString();
    markCheckoutPaid({ zoneCode: 'RI-Z1', plate: 'RI123AB', end }, end);
    await expectNamedWithoutNumber(end);
  });

  it('names a ticket kept on this phone for the same zone and plate, in Croatian too', async () => {
    const ticket = keptTicket('5150', HOUR);
    keepTicket(ticket);
    await renderRoute('/payment', { session: hourly, language: 'hr' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Karta br. 5150 za RI123AB u ovoj zoni plaćena je i vrijedi do ${formatDateTime(ticket.end)}.`,
    );
    expect(screen.getByRole('button', { name: 'Kupi još jednu kartu' })).toBeVisible();
  });

  it.each([
    ['another plate', () => paidInThisTab('ZG42XY')],
    ['a ticket that has ended', () => paidInThisTab('RI123AB', -60_000)],
    ['a kept ticket of another zone', () => keepTicket(keptTicket('5151', HOUR, { zoneCode: 'RI-Z2' }))],
    [
      'a purchase never shown paid',
      () =>
        rememberPurchase(
          {
            zoneCode: 'RI-Z1',
            zoneName: null,
            city: null,
            plate: 'RI123AB',
            start: '2026-01-01T10:00:00Z',
            end: new Date(Date.now() + HOUR).toISOString(),
          },
          { gateway: 'WL' },
        ),
    ],
  ])('says nothing for %s', async (_, setUp) => {
    setUp();
    await renderRoute('/payment', { session: hourly });
    await confirmEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes a dialog left open when a ticket for the same zone and plate is kept in the meantime', async () => {
    const inits = recordRequests(INIT_WL);
    const { user, router } = await renderRoute('/payment', { session: hourly });
    await user.click(await confirmEnabled());
    expect(await screen.findByRole('dialog', { name: 'Important message' })).toBeVisible();
    act(() => keepTicket(keptTicket('5152', HOUR)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket no. 5152');
    expect(inits).toHaveLength(0);
    expect(currentUrl(router)).toBe('/payment');
  });

  // The sticker scanned twice: the other tab, with its own session, tells of what it paid.
  it('names a ticket paid in another open tab as soon as that tab tells of it, and closes an open dialog', async () => {
    listenForPaidElsewhere();
    const otherTab = new BroadcastChannel('vpa-paid-tickets');
    onTestFinished(() => otherTab.close());
    const inits = recordRequests(INIT_WL);
    const { user, router } = await renderRoute('/payment', { session: hourly });
    await user.click(await confirmEnabled());
    expect(await screen.findByRole('dialog', { name: 'Important message' })).toBeVisible();

    const end = new Date(Date.now() + HOUR).toISOString();
    otherTab.postMessage({ ticketNumber: '6161', end, zoneCode: 'RI-Z1', plate: 'RI123AB' });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      `Ticket no. 6161 for RI123AB in this zone is paid and valid until ${formatDateTime(end)}.`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Once the dialog has gone, the page is the driver's again: Confirm waits for the answer.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled());
    expect(inits).toHaveLength(0);
    expect(currentUrl(router)).toBe('/payment');

    await user.click(within(warning).getByRole('button', { name: 'Buy another ticket' }));
    await user.click(await confirmEnabled());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Important message' })).getByRole('button', {
        name: 'Pay',
      }),
    );
    await waitFor(() => expect(handOffSpy).toHaveBeenCalledTimes(1));
    expect(inits).toHaveLength(1);
  });
});

// The sticker scanned again while the first tab is on the bank's page: that tab runs nothing and
// cannot answer, but left its mark in localStorage before it went (src/pocket/checkout-marks.ts).
describe('/payment while another tab has taken a payment for the same zone and plate to the bank', () => {
  const MINUTE = 60_000;
  // The ticket the test above heard of (memory, as in a tab) would be named first.
  beforeEach(() => forgetPaidElsewhere());
  /** Another tab's mark, as its `markAtBank` writes it; other tabs hear the write as `storage`. */
  function leftForTheBank(ago = 5 * MINUTE, plate = 'RI123AB') {
    const leftAt = Date.now() - ago;
    markAtBank({ zoneCode: 'RI-Z1', plate, end: new Date(Date.now() + HOUR).toISOString() }, leftAt);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CHECKOUT_MARKS_KEY }));
    });
    return formatTime(new Date(leftAt).toISOString());
  }

  it('names it, and pays only once the driver says so', async () => {
    const time = leftForTheBank();
    const inits = recordRequests(INIT_WL);
    const { user } = await renderRoute('/payment', { session: hourly });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('A payment may still be under way');
    expect(warning).toHaveTextContent(
      `A payment for RI123AB in this zone was started at ${time} in another tab or window and has not come back from the bank's page. If you complete both, your card will be charged twice.`,
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Ticket details' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await answerAndPay(user, warning, 'Pay here anyway');
    expect(inits).toHaveLength(1);
  });

  it('closes an open dialog when another tab leaves for the bank meanwhile, and lets go once it is back', async () => {
    const inits = recordRequests(INIT_WL);
    const { user } = await renderRoute('/payment', { session: hourly });
    await user.click(await confirmEnabled());
    expect(await screen.findByRole('dialog', { name: 'Important message' })).toBeVisible();

    leftForTheBank(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('A payment may still be under way');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled());
    expect(inits).toHaveLength(0);

    // That tab is in the app again: its mark goes, and so does the warning.
    localStorage.removeItem(CHECKOUT_MARKS_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CHECKOUT_MARKS_KEY }));
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await confirmEnabled();
  });

  it.each([
    ['hr', 'Plaćanje je možda još u tijeku', 'Ipak plati ovdje'],
    ['de', 'Eine Zahlung läuft möglicherweise noch', 'Trotzdem hier bezahlen'],
    ['it', 'Un pagamento potrebbe essere ancora in corso', 'Paga comunque qui'],
  ] as const)('speaks %s', async (language, title, payAnyway) => {
    const time = leftForTheBank();
    await renderRoute('/payment', { session: hourly, language });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(title);
    expect(warning).toHaveTextContent(time);
    expect(within(warning).getByRole('button', { name: payAnyway })).toBeVisible();
  });

  it.each([
    ['another plate', () => leftForTheBank(5 * MINUTE, 'ZG42XY')],
    ['a bank page left more than 20 minutes ago', () => leftForTheBank(21 * MINUTE)],
  ])('says nothing for %s', async (_, setUp) => {
    setUp();
    await renderRoute('/payment', { session: hourly });
    await confirmEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
