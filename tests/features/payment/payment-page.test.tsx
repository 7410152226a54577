import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import type * as Gateways from '@/api/gateways/handoff';
import { server } from '@/mocks/node';
import { TEYA_FORM_FIELDS } from '../gateway-helpers';
import { currentUrl, renderRoute } from '../../render';
import { confirmWhenPriced, recordRequests } from './helpers';

// Leaving the app is not possible in jsdom: redirects are recorded, forms really built and
// submitted (HTMLFormElement.prototype.submit is spied on).
const handOffSpy = vi.hoisted(() => vi.fn());
vi.mock('@/api/gateways/handoff', async (importOriginal) => {
  const actual = await importOriginal<typeof Gateways>();
  handOffSpy.mockImplementation((handoff: Gateways.Handoff) => {
    if (handoff.kind === 'form') actual.handOff(handoff);
  });
  return { ...actual, handOff: handOffSpy };
});

const ESTIMATE = '/sms-api/vpa/vpa-ticket-estimate';
const INIT_WL = '/payment-api/transactions/vpa/init-worldline-payment-request';
const INIT_TY = '/payment-api/transactions/vpa/init-teya-payment-request';
// Typed as unknown: the asymmetric matchers are `any`.
const anyString: unknown = expect.any(String);
const DATE_TIME = /^\d{2}\. \d{2}\. \d{4}\. \d{2}:\d{2}$/;

const hourly = {
  zoneCode: 'RI-Z1',
  ticketType: 'hourly',
  tariffId: 11,
  tariffType: 'H1',
  plateNumber: 'RI123AB',
  duration: 3,
} as const;
const dailyTeya = {
  zoneCode: 'RI-Z3',
  ticketType: 'daily',
  tariffId: 22,
  tariffType: 'D1',
  plateNumber: 'ZG42XY',
  duration: 1,
} as const;

afterEach(() => {
  handOffSpy.mockClear();
  vi.restoreAllMocks();
  document.querySelectorAll('form[hidden]').forEach((form) => form.remove());
});

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function openDialog(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await confirmWhenPriced(user);
  return screen.findByRole('dialog', { name: 'Important message' });
}

describe('/payment guards', () => {
  it('sends a visitor without a stored zone to /welcome', async () => {
    const { router } = await renderRoute('/payment', { session: { ...hourly, zoneCode: undefined } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it.each([
    ['plate', { plateNumber: '' }],
    ['ticket type', { ticketType: undefined }],
    ['tariff type', { tariffType: undefined }],
  ])('sends a visitor without a %s to the zone home', async (_, missing) => {
    const requests = recordRequests(ESTIMATE);
    const { router } = await renderRoute('/payment', { session: { ...hourly, ...missing } });
    await waitFor(() => expect(currentUrl(router)).toBe('/?z=RI-Z1'));
    expect(requests).toHaveLength(0);
  });
});

describe('/payment summary', () => {
  it('loads the whole estimate and shows plate, zone, start, end, duration and total', async () => {
    const requests = recordRequests(ESTIMATE);
    await renderRoute('/payment', { session: hourly });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket payment' })).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Total')).toBe('4,80\u00a0€'));
    expect(valueOf('Licence plate')).toBe('RI123AB');
    expect(valueOf('Zone')).toBe('Zona 1');
    expect(valueOf('Start date and time')).toMatch(DATE_TIME);
    expect(valueOf('End date and time')).toMatch(DATE_TIME);
    expect(valueOf('Duration')).toBe('3h');

    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0].params)).toEqual({
      zoneCode: 'RI-Z1',
      ticketType: 'hourly',
      tariffId: '0',
      tariffType: 'H1',
      plateNumber: 'RI123AB',
      duration: '3',
    });
  });

  it('asks for a daily ticket with duration 1 and shows no duration', async () => {
    const requests = recordRequests(ESTIMATE);
    await renderRoute('/payment', {
      session: { ...hourly, ticketType: 'daily', tariffType: 'D1', duration: 4 },
    });
    await waitFor(() => expect(valueOf('Total')).toBe('10,00\u00a0€'));
    expect(requests[0].params.get('duration')).toBe('1');
    expect(screen.queryByText('Duration')).not.toBeInTheDocument();
  });

  it('keeps Confirm disabled while the estimate loads', async () => {
    server.use(
      http.get(`*${ESTIMATE}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await renderRoute('/payment', { session: hourly });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    expect(screen.getByText('Calculating the price…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'Ticket details' })).toHaveAttribute('aria-busy', 'true');
  });

  it('disables Confirm again while a shown estimate is being refreshed', async () => {
    const { queryClient } = await renderRoute('/payment', { session: hourly });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());

    server.use(
      http.get(`*${ESTIMATE}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    act(() => {
      void queryClient.invalidateQueries();
    });
    await waitFor(() => expect(confirm).toBeDisabled());
  });

  it('keeps Confirm disabled and says why when the total is under 1 cent', async () => {
    await renderRoute('/payment', { session: { ...hourly, plateNumber: 'ZERO' } });
    expect(await screen.findByText('There is no amount to pay for this ticket.')).toBeInTheDocument();
    expect(valueOf('Total')).toBe('0,00\u00a0€');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('shows the payment error page when the estimate fails', async () => {
    const { router } = await renderRoute('/payment', { session: { ...hourly, plateNumber: 'ERROR' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The ticket price could not be calculated.');
    expect(router.state.location.pathname).toBe('/payment-processing-error');
    // Replaced, so Back does not land on a page that fails again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the payment error page when the estimate does not match its schema', async () => {
    server.use(http.get(`*${ESTIMATE}`, () => HttpResponse.json({ total: 'a lot' })));
    await renderRoute('/payment', { session: hourly });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The ticket price could not be calculated.');
  });

  it.each([
    ['hourly', '/hourly'],
    ['daily', '/daily'],
  ] as const)('Back returns to the %s input page', async (ticketType, path) => {
    const { router, user } = await renderRoute('/payment', {
      session: { ...hourly, ticketType, tariffType: ticketType === 'daily' ? 'D1' : 'H1' },
    });
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('speaks Croatian', async () => {
    await renderRoute('/payment', { session: hourly, language: 'hr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plaćanje karte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Potvrdi' })).toBeInTheDocument();
  });
});

// The plate on screen is the plate paid for, and so is the total.
describe('/payment shows what it sends', () => {
  /** The mock's estimate of the `hourly` session (3 h in Zona 1), with some of its fields replaced. */
  function estimateWith(changes: Record<string, unknown>) {
    server.use(
      http.get(`*${ESTIMATE}`, () => {
        const start = Date.now();
        return HttpResponse.json({
          total: 4.8,
          totalCents: 480,
          plateNumber: 'RI123AB',
          zone: 'Zona 1',
          zoneId: 101,
          zoneCode: 'RI-Z1',
          startDate: new Date(start).toISOString(),
          endDate: new Date(start + 3 * 3_600_000).toISOString(),
          duration: 3,
          paymentGateway: 'WL',
          tariff: 'H1',
          ...changes,
        });
      }),
    );
  }

  it('stops the payment with a message when the estimate is for another plate', async () => {
    estimateWith({ plateNumber: 'ZG99ZZ' });
    const inits = recordRequests('-payment-request');
    await renderRoute('/payment', { session: hourly });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price was calculated for licence plate ZG99ZZ, not for RI123AB which you entered. Nothing has been paid: go back and check the plate.',
    );
    // The plate shown is the one that would be sent; nothing can be paid.
    expect(valueOf('Licence plate')).toBe('RI123AB');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(inits).toHaveLength(0);
  });

  it('closes the open dialog when a refreshed estimate is for another plate, and pays nothing', async () => {
    const inits = recordRequests('-payment-request');
    const { user, queryClient } = await renderRoute('/payment', { session: hourly });
    expect(await openDialog(user)).toBeVisible();
    estimateWith({ plateNumber: 'ZG99ZZ' });
    act(() => {
      void queryClient.invalidateQueries();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent('ZG99ZZ');
    expect(inits).toHaveLength(0);
  });

  it('says it in Croatian too', async () => {
    estimateWith({ plateNumber: 'ZG99ZZ' });
    await renderRoute('/payment', { session: hourly, language: 'hr' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cijena je izračunata za registarsku oznaku ZG99ZZ, a ne za upisanu RI123AB.',
    );
  });

  it('pays a plate the estimate writes with a space and hyphen as the same plate', async () => {
    estimateWith({ plateNumber: 'RI 123-AB' });
    const inits = recordRequests(INIT_WL);
    const { user } = await renderRoute('/payment', { session: hourly });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('RI123AB')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(handOffSpy).toHaveBeenCalledTimes(1));
    expect((inits[0].body as { licensePlate: string }).licensePlate).toBe('RI123AB');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the total it sends (totalCents), whatever the euro field says', async () => {
    estimateWith({ total: 1.5 });
    const inits = recordRequests(INIT_WL);
    const { user } = await renderRoute('/payment', { session: hourly });
    await waitFor(() => expect(valueOf('Total')).toBe('4,80\u00a0€'));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(inits[0]?.body).toMatchObject({ total: 480 }));
  });
});

describe('/payment confirm dialog', () => {
  it('shows the notice, a phone example with the end time and a Pay button; Close closes it', async () => {
    const { user } = await renderRoute('/payment', { session: hourly });
    const dialog = await openDialog(user);

    expect(dialog).toHaveAccessibleDescription(
      'After you tap Pay, you will be taken to the payment service. The ticket is active only if the purchase finishes as shown in the example picture.',
    );
    const example = within(dialog).getByRole('figure', {
      name: 'Example of the screen after a successful purchase',
    });
    expect(example).toHaveTextContent('You have successfully bought ticket no.');
    const end = valueOf('End date and time');
    const [date, time] = [end.slice(0, 13), end.slice(14)];
    expect(example).toHaveTextContent(`${date} ${time} h`);
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(example.querySelector('img')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('is drawn, hidden, while the summary is read: Confirm only shows it', async () => {
    const { user } = await renderRoute('/payment', { session: hourly });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    // Once the page is idle (here, without requestIdleCallback, 2 s later).
    const drawn = await screen.findByRole('dialog', { hidden: true });
    expect(within(drawn).getByText('Important message')).toBeInTheDocument();
    // Drawn, not shown: no dialog, no Pay for a screen reader or a tap.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(drawn).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();

    await user.click(confirm);
    expect(await screen.findByRole('dialog', { name: 'Important message' })).toBe(drawn);
    expect(within(drawn).getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});

describe('/payment Pay through Worldline', () => {
  it('starts exactly one payment for five fast taps, with the contract body, and redirects', async () => {
    const inits = recordRequests(INIT_WL);
    const { user } = await renderRoute('/payment', { session: hourly });
    const dialog = await openDialog(user);
    const pay = within(dialog).getByRole('button', { name: 'Pay' });
    const start = valueOf('Start date and time');
    expect(start).toMatch(DATE_TIME);

    // Five taps inside one task: React has no chance to disable the button in between.
    act(() => {
      for (let i = 0; i < 5; i += 1) pay.click();
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Redirecting to the payment service');
    await waitFor(() => expect(handOffSpy).toHaveBeenCalledTimes(1));
    await user.click(pay).catch(() => undefined);

    expect(inits).toHaveLength(1);
    expect(inits[0].method).toBe('POST');
    const body = inits[0].body as Record<string, unknown>;
    expect(body).toEqual({
      isHourlyTicket: true,
      total: 480,
      quantity: 3,
      currencyCode: 'EUR',
      licensePlate: 'RI123AB',
      validFrom: anyString,
      validTo: anyString,
      zoneId: 101,
      tariff: 'H1',
    });
    expect(new Date(body.validTo as string).getTime() - new Date(body.validFrom as string).getTime()).toBe(
      3 * 3_600_000,
    );
    const [handoff] = handOffSpy.mock.calls[0] as [Gateways.Handoff];
    expect(handoff.kind).toBe('redirect');
    expect(handoff.kind === 'redirect' && handoff.url).toMatch(
      /^http:\/\/localhost:3000\/mock-gateway\/worldline\?/,
    );
    expect(pay).toBeDisabled();
  });

  it.each(['https://evil.example/pay', 'javascript:alert(1)', '//evil.example/pay'])(
    'refuses the redirect to %s and shows the payment error page',
    async (redirectUrl) => {
      server.use(http.post(`*${INIT_WL}`, () => HttpResponse.json({ redirectUrl })));
      const { user, router } = await renderRoute('/payment', { session: hourly });
      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The payment service address is not allowed, so you were not redirected.',
      );
      expect(router.state.location.pathname).toBe('/payment-processing-error');
      expect(handOffSpy).not.toHaveBeenCalled();
    },
  );

  it('shows the payment error page when the initiation fails', async () => {
    const { user, router } = await renderRoute('/payment', {
      session: { ...hourly, plateNumber: 'FAILINIT' },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment could not be started. Please try again.',
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('500');
    expect(handOffSpy).not.toHaveBeenCalled();
  });

  it('passes a 4xx status and the server message of a failed initiation on', async () => {
    server.use(
      http.post(`*${INIT_WL}`, () => HttpResponse.json('Transaction not started.', { status: 401 })),
    );
    const { user } = await renderRoute('/payment', { session: hourly });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The transaction was not started.');
  });

  it('shows the payment error page when the initiation answer has the wrong shape', async () => {
    server.use(http.post(`*${INIT_WL}`, () => HttpResponse.json({ url: 'http://localhost:3000/x' })));
    const { user } = await renderRoute('/payment', { session: hourly });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be started. Please try again.',
    );
  });
});

describe('/payment Pay through Teya', () => {
  it('posts the hidden form to the gateway with its own field names, once', async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const inits = recordRequests(INIT_TY);
    const { user } = await renderRoute('/payment', { session: dailyTeya });
    const dialog = await openDialog(user);
    const pay = within(dialog).getByRole('button', { name: 'Pay' });
    act(() => {
      for (let i = 0; i < 5; i += 1) pay.click();
    });
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Redirecting to the payment service');

    expect(inits).toHaveLength(1);
    expect(inits[0].body).toEqual({
      isHourlyTicket: false,
      total: 800,
      quantity: 1,
      licensePlate: 'ZG42XY',
      validFrom: anyString,
      validTo: anyString,
      zoneId: 103,
      tariff: 'D1',
    });

    const form = submitted[0];
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://gateway.test/securepay/default.aspx');
    const fields = Object.fromEntries(
      Array.from(form.elements, (el) => {
        const input = el as HTMLInputElement;
        return [input.name, input.value];
      }),
    );
    expect(Object.keys(fields).sort()).toEqual(TEYA_FORM_FIELDS);
    expect(fields).toMatchObject({
      merchantid: '9275444',
      checkhash: 'a3f5c0d1e2b4968778695a4b3c2d1e0f',
      currency: 'EUR',
      amount: '8.00',
      skipreceiptpage: '1',
      pagetype: '0',
    });
    expect(fields.returnurlsuccess).toMatch(/\/ticket-summary\?order=/);
  });
});

describe('/payment keeps what names its purchase on the way back', () => {
  it("keeps the Worldline request id the gateway's address names", async () => {
    const { user } = await renderRoute('/payment', { session: hourly });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(handOffSpy).toHaveBeenCalledTimes(1));
    const { url } = handOffSpy.mock.calls[0][0] as { url: string };
    const requestId = new URL(url).searchParams.get('requestId');
    expect(requestId).toBeTruthy();
    const stored = JSON.parse(sessionStorage.getItem('vpa-purchase') ?? '{}') as {
      purchases: { plate: string; requestId: string | null }[];
    };
    expect(stored.purchases[0]).toMatchObject({ plate: 'RI123AB', requestId });
  });
});

describe('/payment: the Teya form charges the total shown', () => {
  it.each([
    ['another amount', { amount: '9.00' }],
    [
      'items that charge another amount',
      {
        items: [
          { itemDescription: 'Daily ticket', itemCount: 2, itemUnitAmount: '8.00', itemAmount: '16.00' },
        ],
      },
    ],
  ])('stops a form with %s with a message, and posts nothing', async (_, change) => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    server.use(
      http.post(`*${INIT_TY}`, () =>
        HttpResponse.json({
          merchantId: '9275444',
          paymentGatewayId: '16',
          checkHash: 'a3f5c0d1e2b4968778695a4b3c2d1e0f',
          orderId: 'vpa9.other',
          currency: 'EUR',
          language: 'EN',
          returnUrlSuccess: 'http://localhost:3000/ticket-summary?order=vpa9.other',
          returnUrlSuccessServer: 'http://localhost:3000/notify',
          amount: '8.00',
          items: [
            { itemDescription: 'Daily ticket', itemCount: 1, itemUnitAmount: '8.00', itemAmount: '8.00' },
          ],
          ...change,
        }),
      ),
    );
    const { user, router } = await renderRoute('/payment', { session: dailyTeya });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The payment service asked for .+, but the total shown is 8,00\s€\./);
    expect(alert).toHaveTextContent('The payment was stopped and nothing has been charged.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submit).not.toHaveBeenCalled();
    expect(handOffSpy).not.toHaveBeenCalled();
    expect(currentUrl(router)).toBe('/payment');
    // Nothing of this purchase is kept: no payment left for the gateway.
    expect(sessionStorage.getItem('vpa-purchase')).toBeNull();
  });

  it('names both amounts, in Croatian too', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    server.use(
      http.post(`*${INIT_TY}`, () =>
        HttpResponse.json({
          merchantId: '9275444',
          paymentGatewayId: '16',
          checkHash: 'x',
          orderId: 'vpa9.other',
          currency: 'EUR',
          language: 'HR',
          returnUrlSuccess: 'http://localhost:3000/ticket-summary?order=vpa9.other',
          returnUrlSuccessServer: 'http://localhost:3000/notify',
          amount: '80.00',
          items: [{ itemDescription: 'x', itemCount: 1, itemUnitAmount: '80.00', itemAmount: '80.00' }],
        }),
      ),
    );
    const { user } = await renderRoute('/payment', { session: dailyTeya, language: 'hr' });
    const confirm = await screen.findByRole('button', { name: 'Potvrdi' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Plati' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Usluga plaćanja zatražila je 80,00\s€, a prikazani iznos je 8,00\s€\. Plaćanje je zaustavljeno i ništa nije naplaćeno\./,
    );
  });
});

describe('/payment with an unknown gateway', () => {
  it("alerts 'ERROR!' and starts nothing", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const inits = recordRequests('-payment-request');
    const { user } = await renderRoute('/payment', { session: { ...hourly, plateNumber: 'BADGW' } });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(alert).toHaveBeenCalledExactlyOnceWith('ERROR!');
    expect(inits).toHaveLength(0);
    expect(handOffSpy).not.toHaveBeenCalled();
  });
});

describe('/payment redirecting state names the gateway host', () => {
  it('names the Worldline host the server returned', async () => {
    const { user } = await renderRoute('/payment', { session: hourly });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(handOffSpy).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      "You are going to localhost:3000, the bank's secure payment page.",
    );
  });

  it('names the host of the configured Teya payment page', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { user } = await renderRoute('/payment', { session: dailyTeya });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(handOffSpy).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      "You are going to gateway.test, the bank's secure payment page.",
    );
  });

  it('names the host in Croatian', async () => {
    const { user } = await renderRoute('/payment', { session: hourly, language: 'hr' });
    const confirm = await screen.findByRole('button', { name: 'Potvrdi' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Plati' }));
    expect(
      await within(dialog).findByText(/Odlazite na localhost:3000, sigurnu stranicu banke/),
    ).toBeVisible();
  });
});
