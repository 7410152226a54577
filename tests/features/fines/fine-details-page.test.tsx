import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';
import { redirects, TEYA_FORM_FIELDS } from '../gateway-helpers';

vi.mock('@/api/gateways/handoff', async (importOriginal) =>
  (await import('../gateway-helpers')).recordingHandoff(importOriginal),
);

const INIT = '*/payment-api/transactions/vpa/init-:gateway-fine-payment-request';
const NBSP = '\u00a0';

function details(cid: string, nr: string, lp: string) {
  return `/parking-fine-details?${new URLSearchParams({ cid, nr, lp }).toString()}`;
}

/** Records the fine payment initiations the page sends. */
function recordInits() {
  const inits: { gateway: string; body: unknown }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const match = /init-(worldline|teya)-fine-payment-request/.exec(request.url);
    if (match)
      void request
        .clone()
        .json()
        .then((body: unknown) => inits.push({ gateway: match[1], body }));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return inits;
}

function fact(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

beforeEach(() => {
  redirects.length = 0;
});

describe('/parking-fine-details', () => {
  test('shows a spinner, then the payable fine with its city, plate, date and amount', async () => {
    await renderRoute(details('1', '123456', 'RI1234AB'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine no. 123456' })).toBeInTheDocument();
    expect(screen.getByText('Loading fine details…').closest('[role="status"]')).not.toBeNull();

    const pay = await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` });
    expect(pay).toBeEnabled();
    expect(pay).toHaveClass('MuiButton-colorError');
    expect(fact('City')).toBe('Rijeka');
    expect(fact('Licence plate')).toBe('RI1234AB');
    // 09:25 UTC on 14 March is 10:25 in Zagreb.
    expect(fact('Date and time')).toBe('14. 03. 2026. 10:25');
    expect(fact('Amount')).toBe(`40,00${NBSP}€`);

    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Important');
    expect(within(note).getByText(/counts as paid only when/).tagName).toBe('STRONG');
    expect(note).toHaveTextContent(/you will be taken to the card payment service/);
  });

  test('a fine without a date shows the date placeholder', async () => {
    await renderRoute(details('1', '999999', 'RI9999HH'));
    await screen.findByRole('button', { name: /^Pay/ });
    expect(fact('Date and time')).toBe('--.--.---- --:--');
    expect(fact('Amount')).toBe(`20,00${NBSP}€`);
  });

  test('a fine with nothing to pay has no Pay button', async () => {
    await renderRoute(details('1', '555555', 'RI5555EE'));
    expect(await screen.findByText('There is no amount to pay for this fine.')).toBeInTheDocument();
    expect(fact('Amount')).toBe(`0,00${NBSP}€`);
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  test.each([
    ['-2', '222222', 'RI2222AA', 'Fine already paid'],
    ['-4', '444444', 'RI4444DD', 'Fine cancelled'],
    ['-3', '333333', 'RI3333CC', 'Fine not found'],
    ['-1', '000000', 'RI0000ZZ', 'Fine not found'],
  ])('code %s shows only its state', async (_, nr, lp, title) => {
    await renderRoute(details('1', nr, lp));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryByText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByText('City')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for a fine' })).toHaveAttribute('href', '/parking-fine');
  });

  test('a company without the enabled VPADPK service shows service disabled and a home button', async () => {
    const inits = recordInits();
    await renderRoute(details('2', '777777', 'KR777AA'), { session: { zoneCode: 'KRK-Z1' } });
    expect(await screen.findByText('Service disabled')).toBeInTheDocument();
    expect(screen.getByText('Parking fine payment is not enabled for this city.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/?z=KRK-Z1');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(inits).toHaveLength(0);
  });

  test('without a stored zone the home button of the disabled service goes to /welcome', async () => {
    await renderRoute(details('2', '777777', ''));
    expect(await screen.findByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/welcome');
  });

  test('a missing payment provider shows the ERROR! alert and starts nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    onTestFinished(() => alert.mockRestore());
    const inits = recordInits();
    const { user, router } = await renderRoute(details('1', '888888', 'RI8888GG'));
    await user.click(await screen.findByRole('button', { name: `Pay 25,00${NBSP}€` }));
    expect(alert).toHaveBeenCalledWith('ERROR!');
    expect(inits).toHaveLength(0);
    expect(currentUrl(router)).toBe(details('1', '888888', 'RI8888GG'));
  });

  test('Worldline: Pay initiates once, then redirects to the gateway', async () => {
    const inits = recordInits();
    const { user } = await renderRoute(details('1', '123456', 'RI1234AB'));
    const pay = await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` });
    await user.click(pay);

    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(redirects[0]).toMatch(/^http:\/\/localhost:3000\/mock-gateway\/worldline\?/);
    expect(inits).toEqual([
      { gateway: 'worldline', body: { companyId: 1, fineNumber: '123456', licensePlate: 'RI1234AB' } },
    ]);
    expect(screen.getByRole('button', { name: `Pay 40,00${NBSP}€` })).toBeDisabled();
    expect(screen.getByText('Redirecting to the payment service…')).toBeInTheDocument();
  });

  test('a double tap on Pay starts one payment only', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inits = recordInits();
    server.use(
      http.post(INIT, async () => {
        await gate;
        return undefined;
      }),
    );
    await renderRoute(details('1', '123456', 'RI1234AB'));
    const pay = await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` });
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.click(pay);
    release();
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(inits).toHaveLength(1);
  });

  test('Teya: Pay posts the hidden form with the gateway field names', async () => {
    const submitted: HTMLFormElement[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });
    onTestFinished(() => submit.mockRestore());
    const inits = recordInits();
    const { user } = await renderRoute(details('3', '654321', 'PU555CD'));
    expect(await screen.findByText('Poreč')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `Pay 30,00${NBSP}€` }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0];
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://gateway.test/securepay/default.aspx');
    const fields = Object.fromEntries(
      Array.from(form.elements, (el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value]),
    );
    expect(Object.keys(fields).sort()).toEqual(TEYA_FORM_FIELDS);
    expect(fields.skipreceiptpage).toBe('1');
    expect(fields.pagetype).toBe('0');
    expect(fields.amount).toBe('30.00');
    expect(fields.checkhash).toBe('a3f5c0d1e2b4968778695a4b3c2d1e0f');
    expect(fields.returnurlsuccess).toMatch(/\/fine-summary\?order=/);
    expect(inits).toEqual([
      { gateway: 'teya', body: { companyId: 3, fineNumber: '654321', licensePlate: 'PU555CD' } },
    ]);
    expect(redirects).toHaveLength(0);
  });

  test('a failed initiation goes to the payment error page with its status and message', async () => {
    server.use(
      http.post(INIT, () => HttpResponse.json('Transaction already realized or cancelled.', { status: 409 })),
    );
    const { user, router } = await renderRoute(details('1', '123456', 'RI1234AB'));
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-processing-error'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('status')).toBe('409');
    expect(query.get('message')).toBe('Transaction already realized or cancelled.');
    expect(redirects).toHaveLength(0);
  });

  test('a server failure on initiation goes to the payment error page without its body', async () => {
    server.use(
      http.post(INIT, () => HttpResponse.text('java.lang.NullPointerException at ...', { status: 500 })),
    );
    const { user, router } = await renderRoute(details('1', '123456', 'RI1234AB'));
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment could not be started. Please try again.',
    );
    expect(screen.queryByText(/NullPointerException/)).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('500');
  });

  test('an answer of the wrong shape on initiation says the payment could not be started', async () => {
    server.use(http.post(INIT, () => HttpResponse.json({ url: 'http://localhost:3000/x' })));
    const { user } = await renderRoute(details('1', '123456', 'RI1234AB'));
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be started. Please try again.',
    );
    expect(redirects).toHaveLength(0);
  });

  test('a redirect to an address outside the allow-list is refused', async () => {
    server.use(http.post(INIT, () => HttpResponse.json({ redirectUrl: 'https://evil.example/pay' })));
    const { user, router } = await renderRoute(details('1', '123456', 'RI1234AB'));
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment service address is not allowed, so you were not redirected.',
    );
    expect(router.state.location.pathname).toBe('/payment-processing-error');
    expect(redirects).toHaveLength(0);
  });

  test('a failed lookup shows an error with a retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/payment-api/transactions/fine-info', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json('down', { status: 500 }) : undefined;
      }),
    );
    const { user } = await renderRoute(details('1', '123456', 'RI1234AB'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
  });

  test('a malformed company config is an error, not a crash', async () => {
    server.use(http.get('*/sms-api/vpa/vpa-company-config', () => HttpResponse.json({ services: 'nope' })));
    await renderRoute(details('1', '123456', 'RI1234AB'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  test.each([
    ['no parameters', '/parking-fine-details'],
    ['a company id that is not a number', details('abc', '123456', 'RI1234AB')],
    ['markup in the fine number', details('1', '<img src=x onerror=alert(1)>', 'RI1234AB')],
    ['a very long fine number', details('1', '1'.repeat(200), 'RI1234AB')],
    ['a plate with other characters', details('1', '123456', 'RI#1234')],
    ['a fine number ending in a slash', details('1', '12 /', 'RI1234AB')],
  ])('%s shows the invalid-link state and calls nothing', async (_, url) => {
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    await renderRoute(url);
    expect(await screen.findByText('Invalid link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for a fine' })).toHaveAttribute('href', '/parking-fine');
    expect(document.querySelector('img')).toBeNull();
    expect(requests.filter((u) => /fine-info|company-config/.test(u))).toEqual([]);
  });

  test('the fine number in the link is shown in upper case', async () => {
    await renderRoute(details('1', 'ab12', ''));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine no. AB12' })).toBeInTheDocument();
    expect(await screen.findByText('Fine not found')).toBeInTheDocument();
  });

  test('speaks German', async () => {
    await renderRoute(details('1', '123456', 'RI1234AB'), { language: 'de' });
    expect(await screen.findByRole('button', { name: `40,00${NBSP}€ bezahlen` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Strafe Nr. 123456' })).toBeInTheDocument();
  });
});

describe('/parking-fine-details redirecting state shows where the money goes', () => {
  test('names the Worldline host the browser is going to', async () => {
    const { user } = await renderRoute(details('1', '123456', 'RI1234AB'));
    await user.click(await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent(
      "You are going to localhost:3000, the bank's secure payment page.",
    );
  });
});

describe('/parking-fine-details: the Teya form charges the fine shown', () => {
  test('a form for another amount is not posted: the page says so and stays', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    onTestFinished(() => submit.mockRestore());
    server.use(
      http.post('*/payment-api/transactions/vpa/init-teya-fine-payment-request', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        expect(body.fineNumber).toBe('654321');
        return HttpResponse.json({
          merchantId: '9275444',
          paymentGatewayId: '16',
          checkHash: 'a3f5c0d1e2b4968778695a4b3c2d1e0f',
          orderId: 'vpa9.fine',
          currency: 'EUR',
          language: 'EN',
          returnUrlSuccess: 'http://localhost:3000/fine-summary?order=vpa9.fine',
          returnUrlSuccessServer: 'http://localhost:3000/notify',
          amount: '300.00',
          items: [{ itemDescription: 'Fine', itemCount: 1, itemUnitAmount: '300.00', itemAmount: '300.00' }],
        });
      }),
    );
    const { user, router } = await renderRoute(details('3', '654321', 'PU555CD'), { language: 'de' });
    await user.click(await screen.findByRole('button', { name: `30,00${NBSP}€ bezahlen` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Der Zahlungsdienst hat 300,00\s€ angefordert, die Strafe beträgt aber 30,00\s€\. Die Zahlung wurde abgebrochen, es wurde nichts abgebucht\./,
    );
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('input[name="orderid"][value="vpa9.fine"]')).toBeNull();
    expect(router.state.location.pathname).toBe('/parking-fine-details');
  });
});

describe('/parking-fine-details restored from the back/forward cache', () => {
  function restoreFromBackForwardCache() {
    const event = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(event, 'persisted', { value: true });
    fireEvent(window, event);
  }

  test('looks the fine up again and, paid meanwhile, no longer offers to pay it', async () => {
    let lookups = 0;
    let paid = false;
    server.use(
      http.get('*/payment-api/transactions/fine-info', () => {
        lookups += 1;
        return HttpResponse.json(
          paid
            ? { code: -2 }
            : {
                code: 0,
                licensePlate: 'RI1234AB',
                date: '2026-03-14T09:25:00.000Z',
                total: 40,
                paymentProvider: 'WL',
              },
        );
      }),
    );
    await renderRoute(details('1', '123456', 'RI1234AB'));
    expect(await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` })).toBeEnabled();
    const before = lookups;

    // Paid at the gateway, confirmed, then Back twice: the page comes back as it was left.
    paid = true;
    restoreFromBackForwardCache();
    await waitFor(() => expect(lookups).toBe(before + 1));
    expect(await screen.findByText('Fine already paid')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  test('keeps Pay disabled until the fresh lookup has answered', async () => {
    let hold = false;
    server.use(
      http.get('*/payment-api/transactions/fine-info', async () => {
        if (hold) await new Promise(() => undefined);
        return HttpResponse.json({
          code: 0,
          licensePlate: 'RI1234AB',
          date: '2026-03-14T09:25:00.000Z',
          total: 40,
          paymentProvider: 'WL',
        });
      }),
    );
    const inits = recordInits();
    await renderRoute(details('1', '123456', 'RI1234AB'));
    const pay = await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` });
    hold = true;
    restoreFromBackForwardCache();
    await waitFor(() => expect(pay).toBeDisabled());
    fireEvent.click(pay);
    expect(inits).toHaveLength(0);
    expect(redirects).toHaveLength(0);
  });
});

describe('/parking-fine-details: Pay looks the fine up once more', () => {
  const PAYABLE = {
    code: 0,
    licensePlate: 'RI1234AB',
    date: '2026-03-14T09:25:00.000Z',
    total: 40,
    paymentProvider: 'WL',
  };

  /** The lookup answers `answer()` as it is at each request; returns how many were made. */
  function lookups(answer: () => Response) {
    const count = { value: 0 };
    server.use(
      http.get('*/payment-api/transactions/fine-info', () => {
        count.value += 1;
        return answer();
      }),
    );
    return count;
  }

  test('a fine paid meanwhile (in another tab) is shown paid, and no payment starts', async () => {
    let fine: Record<string, unknown> = PAYABLE;
    const count = lookups(() => HttpResponse.json(fine));
    const inits = recordInits();
    const { user, router } = await renderRoute(details('1', '123456', 'RI1234AB'));
    const pay = await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` });
    const before = count.value;

    fine = { code: -2 };
    await user.click(pay);
    expect(await screen.findByText('Fine already paid')).toBeVisible();
    expect(count.value).toBe(before + 1);
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(inits).toHaveLength(0);
    expect(redirects).toHaveLength(0);
    expect(currentUrl(router)).toBe(details('1', '123456', 'RI1234AB'));
  });

  test('a fine whose amount changed shows the new amount, and is paid only at the next tap', async () => {
    let fine = PAYABLE;
    lookups(() => HttpResponse.json(fine));
    const inits = recordInits();
    const { user } = await renderRoute(details('1', '123456', 'RI1234AB'));
    const pay = await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` });

    fine = { ...PAYABLE, total: 45 };
    await user.click(pay);
    const again = await screen.findByRole('button', { name: `Pay 45,00${NBSP}€` });
    await waitFor(() => expect(again).toBeEnabled());
    expect(inits).toHaveLength(0);
    expect(redirects).toHaveLength(0);

    await user.click(again);
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(inits).toHaveLength(1);
  });

  test('a lookup that fails at the tap starts nothing and says the payment could not be started', async () => {
    let fail = false;
    lookups(() => (fail ? HttpResponse.error() : HttpResponse.json(PAYABLE)));
    const inits = recordInits();
    const { user, router } = await renderRoute(details('1', '123456', 'RI1234AB'));
    const pay = await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` });

    fail = true;
    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-processing-error'));
    expect(inits).toHaveLength(0);
    expect(redirects).toHaveLength(0);
  });
});
