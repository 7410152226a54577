import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { useSessionStore } from '@/stores/session-store';
import type { TicketSelection } from '@/stores/session-keys';
import { currentUrl, renderRoute } from '../../render';

// The first render loads lazy route chunks and locale files: slow on a busy machine.

type Session = Partial<TicketSelection> & { zoneCode?: string };

const RI_Z1_HOURLY: Session = { zoneCode: 'RI-Z1', ticketType: 'hourly' };

function renderTicket(
  path: '/daily' | '/hourly',
  session: Session,
  options: Parameters<typeof renderRoute>[1] = {},
) {
  return renderRoute(path, { session, ...options });
}

const plateField = () => screen.findByRole('textbox', { name: /Licence plate/ });
const priceBar = () => within(screen.getByRole('group', { name: 'Price and next step' }));
const continueButton = () => priceBar().getByRole('button', { name: 'Continue' });

/** Counts estimate requests as the mock backend receives them. */
function countEstimates() {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/vpa-ticket-estimate')) seen.push(new URL(request.url));
  };
  server.events.on('request:start', listener);
  return seen;
}

/** Moves the fake clock and lets the requests it triggers reach the mock backend. */
async function settle(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('ticket pages: redirects', () => {
  it('sends a visitor without a stored zone to /welcome', async () => {
    const { router } = await renderTicket('/hourly', { ticketType: 'hourly' });
    await waitFor(() => expect(currentUrl(router)).toBe('/welcome'));
  });

  it('sends a visitor without a ticket type to the zone home', async () => {
    const { router } = await renderTicket('/daily', { zoneCode: 'RI-Z1' });
    await waitFor(() => expect(currentUrl(router)).toBe('/?z=RI-Z1'));
  });

  it('lets the route decide the ticket type when another one is stored', async () => {
    await renderTicket('/hourly', { zoneCode: 'RI-Z1', ticketType: 'daily' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hourly ticket' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Duration' })).toBeInTheDocument();
    // The store takes the route's type with the rest of the selection, on Continue.
    expect(useSessionStore.getState().ticketType).toBe('daily');
  });

  it.each(['/hourly', '/daily'] as const)(
    'a link %s?z= opens that zone’s form with nothing stored, as a tile of the painted landing does',
    async (path) => {
      const { router } = await renderRoute(`${path}?z=RI-Z1`);
      const ticketType = path.slice(1);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: `${ticketType === 'hourly' ? 'Hourly' : 'Daily'} ticket`,
        }),
      ).toBeInTheDocument();
      expect(await plateField()).toBeVisible();
      expect(screen.getAllByText('Zona 1').length).toBeGreaterThan(0);
      // The form's own address, and the choice kept as the zone home's tile keeps it.
      await waitFor(() => expect(currentUrl(router)).toBe(path));
      expect(useSessionStore.getState()).toMatchObject({ zoneCode: 'RI-Z1', ticketType, plateNumber: '' });
      expect(sessionStorage.getItem('zoneCode')).toBe('RI-Z1');
    },
  );

  it('a zone link for the stored zone keeps the plate entered; for another zone it starts afresh', async () => {
    const first = await renderRoute('/hourly?z=RI-Z1', {
      session: { zoneCode: 'RI-Z1', ticketType: 'hourly', plateNumber: 'RI123AB' },
    });
    expect(await plateField()).toHaveValue('RI123AB');
    first.unmount();
    const second = await renderRoute('/hourly?z=RI-Z2', {
      session: { zoneCode: 'RI-Z1', ticketType: 'daily', plateNumber: 'RI123AB' },
    });
    expect(await plateField()).toHaveValue('');
    await waitFor(() => expect(currentUrl(second.router)).toBe('/hourly'));
    expect(useSessionStore.getState()).toMatchObject({ zoneCode: 'RI-Z2', ticketType: 'hourly', cid: null });
  });

  it('a link with an implausible zone is the plain form address', async () => {
    const { router } = await renderRoute('/hourly?z=%3Cb%3E', { session: { ticketType: 'hourly' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/welcome'));
  });

  it('/details leads to the ticket page of the stored type', async () => {
    const { router } = await renderRoute('/details', { session: { zoneCode: 'RI-Z1', ticketType: 'daily' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/daily'));
  });

  it('/details without a ticket type leads to the zone home, without a zone to /welcome', async () => {
    const first = await renderRoute('/details', { session: { zoneCode: 'RI-Z3' } });
    await waitFor(() => expect(currentUrl(first.router)).toBe('/?z=RI-Z3'));
    first.unmount();
    sessionStorage.clear();
    const second = await renderRoute('/details');
    await waitFor(() => expect(currentUrl(second.router)).toBe('/welcome'));
  });
});

describe('ticket pages: states', () => {
  it('shows skeletons while the ticket data loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/sms-api/vpa/vpa-ticket-data', async () => {
        await gate;
        return HttpResponse.json({
          zone: { code: 'RI-Z1', name: 'Zona 1', color: 'FDDE3AFF', maxDuration: 4 },
          citySystem: { city: 'RIJEKA' },
          tariffs: [{ id: 11, type: 'H1', name: 'Standard' }],
        });
      }),
    );
    await renderTicket('/hourly', RI_Z1_HOURLY);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hourly ticket' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    release();
    expect(await plateField()).toBeEnabled();
    expect(within(screen.getByRole('main')).queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the red "Error!" alert when the ticket data fails (ERR-500)', async () => {
    await renderTicket('/daily', { zoneCode: 'ERR-500', ticketType: 'daily' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Error fetching data.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // The way back stays available.
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/?z=ERR-500',
    );
  });

  it('treats a response of the wrong shape as the same error (BAD-SCHEMA)', async () => {
    await renderTicket('/hourly', { zoneCode: 'BAD-SCHEMA', ticketType: 'hourly' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error!');
  });

  it('warns "no data" for a zone without tariffs (RI-Z4)', async () => {
    await renderTicket('/hourly', { zoneCode: 'RI-Z4', ticketType: 'hourly' });

    const warning = (await screen.findByText('No data')).closest('[role="status"]');
    expect(warning).toHaveAttribute('aria-live', 'polite');
    expect(warning).toHaveTextContent('There is no data for this zone or the service is not active.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Parking zone' })).toHaveTextContent('Zona 4');
  });

  it.each([
    ['null', { zone: null, tariffs: [] }],
    ['left out', { citySystem: { city: 'RIJEKA' } }],
  ])('warns "no data" when the zone and tariffs are %s in the ticket data', async (_how, body) => {
    server.use(http.get('*/sms-api/vpa/vpa-ticket-data', () => HttpResponse.json(body)));
    await renderTicket('/daily', { zoneCode: 'RI-Z1', ticketType: 'daily' });
    expect(
      await screen.findByText('There is no data for this zone or the service is not active.'),
    ).toBeVisible();
  });
});

describe('ticket pages: zone header', () => {
  it('paints a yellow zone with black text and shows city and zone', async () => {
    await renderTicket('/hourly', RI_Z1_HOURLY);

    const header = await screen.findByRole('region', { name: 'Parking zone' });
    expect(header).toHaveStyle({ backgroundColor: 'rgb(253, 222, 58)', color: 'rgb(0, 0, 0)' });
    expect(header).toHaveTextContent('Rijeka');
    expect(header).toHaveTextContent('Zona 1');
    expect(within(header).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/?z=RI-Z1',
    );
  });

  it('falls back to red with white text for a zone without a colour (KRK-Z1)', async () => {
    await renderTicket('/daily', { zoneCode: 'KRK-Z1', ticketType: 'daily' });

    const header = await screen.findByRole('region', { name: 'Parking zone' });
    await waitFor(() => expect(header).toHaveTextContent('Krk (city)'));
    expect(header).toHaveStyle({ backgroundColor: 'rgb(198, 40, 40)', color: 'rgb(255, 255, 255)' });
  });

  it('uses black text on the light blue and white zone colours', async () => {
    const first = await renderTicket('/hourly', { zoneCode: 'RI-Z2', ticketType: 'hourly' });
    const blue = await screen.findByRole('region', { name: 'Parking zone' });
    await waitFor(() => expect(blue).toHaveTextContent('Zona 2'));
    expect(blue).toHaveStyle({ backgroundColor: 'rgb(85, 153, 255)', color: 'rgb(0, 0, 0)' });
    first.unmount();

    await renderTicket('/daily', { zoneCode: 'RI-Z3', ticketType: 'daily' });
    const white = await screen.findByRole('region', { name: 'Parking zone' });
    await waitFor(() => expect(white).toHaveTextContent('Zona 3'));
    expect(white).toHaveStyle({ backgroundColor: 'rgb(255, 255, 255)', color: 'rgb(0, 0, 0)' });
  });

  it('uses white text on a dark zone colour (PO-Z1)', async () => {
    await renderTicket('/hourly', { zoneCode: 'PO-Z1', ticketType: 'hourly' });
    const header = await screen.findByRole('region', { name: 'Parking zone' });
    await waitFor(() => expect(header).toHaveTextContent('Centar'));
    expect(header).toHaveStyle({ backgroundColor: 'rgb(183, 28, 28)', color: 'rgb(255, 255, 255)' });
  });
});

describe('ticket pages: the form', () => {
  it('hourly with several tariffs: tariff select defaulting to the first, durations 1h to 4h', async () => {
    await renderTicket('/hourly', RI_Z1_HOURLY);

    const tariff = await screen.findByRole('combobox', { name: 'Tariff' });
    expect(tariff).toHaveValue('11');
    expect(
      within(tariff)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a tariff', 'Standard', 'Reduced']);
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    expect(duration).toHaveValue('1');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1h', '2h', '3h', '4h']);
    // The defaults are the form's: the store is written on Continue only.
    expect(useSessionStore.getState()).toMatchObject({ tariffId: null, tariffType: null, duration: 1 });
  });

  it('hourly with one tariff has no tariff select, and the zone maximum bounds the duration (RI-Z2)', async () => {
    await renderTicket('/hourly', { zoneCode: 'RI-Z2', ticketType: 'hourly' });

    const duration = await screen.findByRole('combobox', { name: 'Duration' });
    expect(
      within(duration)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1h', '2h', '3h']);
    expect(screen.queryByRole('combobox', { name: 'Tariff' })).not.toBeInTheDocument();
    expect(await plateField()).toBeEnabled();
  });

  it('daily has a tariff select and no duration, even with one tariff (RI-Z3)', async () => {
    await renderTicket('/daily', { zoneCode: 'RI-Z3', ticketType: 'daily' });

    expect(await screen.findByRole('combobox', { name: 'Tariff' })).toHaveValue('22');
    expect(screen.queryByRole('combobox', { name: 'Duration' })).not.toBeInTheDocument();
  });

  it('offers the stored selection again (a reload, or back from /payment), and writes nothing on entry', async () => {
    await renderTicket('/hourly', {
      ...RI_Z1_HOURLY,
      tariffId: 12,
      tariffType: 'H2',
      duration: 3,
      plateNumber: 'RI1234AB',
    });
    const before = sessionStorage.getItem('vpa-selection');

    expect(await screen.findByRole('combobox', { name: 'Tariff' })).toHaveValue('12');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('3');
    expect(await plateField()).toHaveValue('RI1234AB');
    expect(sessionStorage.getItem('vpa-selection')).toBe(before);
  });

  it('takes the first tariff and one hour when the stored ones do not fit (another ticket type)', async () => {
    await renderTicket('/hourly', {
      zoneCode: 'RI-Z1',
      ticketType: 'daily',
      tariffId: 12,
      tariffType: 'H2',
      duration: 3,
      plateNumber: 'RI1234AB',
    });

    expect(await screen.findByRole('combobox', { name: 'Tariff' })).toHaveValue('11');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('1');
    // The plate typed earlier in the session is kept.
    expect(await plateField()).toHaveValue('RI1234AB');
  });

  it('disables the plate field until a tariff is selected', async () => {
    const { user } = await renderTicket('/hourly', RI_Z1_HOURLY);
    const tariff = await screen.findByRole('combobox', { name: 'Tariff' });

    await user.selectOptions(tariff, 'Select a tariff');
    expect(await plateField()).toBeDisabled();

    await user.selectOptions(tariff, 'Reduced');
    expect(await plateField()).toBeEnabled();
  });

  it('shows the plate in upper case as it is typed', async () => {
    const { user } = await renderTicket('/daily', { zoneCode: 'RI-Z1', ticketType: 'daily' });
    const plate = await plateField();

    await user.type(plate, 'zg1234ab');
    expect(plate).toHaveValue('ZG1234AB');
    expect(plate).toHaveAttribute('placeholder', 'e.g. ZG1234AB');
    // Typing writes nothing to the store: the plate goes there on Continue.
    expect(useSessionStore.getState().plateNumber).toBe('');
  });

  it('refuses special characters with the plate message', async () => {
    const { user } = await renderTicket('/daily', { zoneCode: 'RI-Z1', ticketType: 'daily' });
    const plate = await plateField();
    expect(
      screen.queryByText('Mandatory. Only letters and numbers. No special characters.'),
    ).not.toBeInTheDocument();

    // Spaces and the hyphen are dropped as typed; the # stays and is refused.
    await user.type(plate, 'ZG 12#34');
    expect(plate).toHaveValue('ZG12#34');
    expect(
      await screen.findByText('Mandatory. Only letters and numbers. No special characters.'),
    ).toBeVisible();
    expect(plate).toHaveAttribute('aria-invalid', 'true');
    expect(plate).toHaveAccessibleDescription('Mandatory. Only letters and numbers. No special characters.');

    await user.clear(plate);
    await user.type(plate, 'ZG1234');
    await waitFor(() => expect(plate).toHaveAttribute('aria-invalid', 'false'));
    expect(
      screen.queryByText('Mandatory. Only letters and numbers. No special characters.'),
    ).not.toBeInTheDocument();
  });
});

describe('ticket pages: price and Continue', () => {
  it('asks for the price 750 ms after the last change, and only with a valid plate', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const estimates = countEstimates();
    const { user } = await renderTicket('/hourly', RI_Z1_HOURLY, { advanceTimers: vi.advanceTimersByTime });
    const plate = await plateField();
    expect(priceBar().getByText('-,--')).toBeVisible();

    await user.type(plate, 'ZG#1');
    await settle(1000);
    expect(estimates).toHaveLength(0);

    await user.clear(plate);
    await user.type(plate, 'ZG1234AB');
    await settle(700);
    expect(estimates).toHaveLength(0);
    // Waiting for the price: Continue is busy, not clickable.
    expect(continueButton()).toBeDisabled();

    await settle(100);
    await waitFor(() => expect(estimates).toHaveLength(1));
    expect(await priceBar().findByText('1,60 €')).toBeVisible();
    expect(estimates[0].searchParams.get('plateNumber')).toBe('ZG1234AB');
    expect(estimates[0].searchParams.get('tariffId')).toBe('0');
    expect(estimates[0].searchParams.get('tariffType')).toBe('H1');
    expect(estimates[0].searchParams.get('duration')).toBe('1');
    expect(continueButton()).toBeEnabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '3h');
    await settle(800);
    expect(await priceBar().findByText('4,80 €')).toBeVisible();
    expect(estimates).toHaveLength(2);
    expect(estimates[1].searchParams.get('duration')).toBe('3');
  });

  it('announces the price politely', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderTicket(
      '/daily',
      { zoneCode: 'RI-Z1', ticketType: 'daily' },
      { advanceTimers: vi.advanceTimersByTime },
    );

    await user.type(await plateField(), 'RI1234AB');
    await settle(800);
    const price = await priceBar().findByText('10,00 €');
    expect(price.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps the placeholder price when the estimate fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const estimates = countEstimates();
    const { user } = await renderTicket('/hourly', RI_Z1_HOURLY, { advanceTimers: vi.advanceTimersByTime });

    await user.type(await plateField(), 'ERROR');
    await settle(800);
    await waitFor(() => expect(estimates).toHaveLength(1));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(priceBar().getByText('-,--')).toBeVisible();
  });

  it('disables Continue when the total is below one cent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderTicket('/hourly', RI_Z1_HOURLY, { advanceTimers: vi.advanceTimersByTime });

    await user.type(await plateField(), 'ZERO');
    await settle(800);
    expect(await priceBar().findByText('0,00 €')).toBeVisible();
    expect(continueButton()).toBeDisabled();
  });

  it('an invalid form shows the toast for 3 seconds and the form message, and stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await renderTicket('/hourly', RI_Z1_HOURLY, {
      advanceTimers: vi.advanceTimersByTime,
    });
    await plateField();

    await user.click(continueButton());
    expect(await screen.findByText('The form is invalid.')).toBeVisible();
    expect(screen.getByText('Fill in all mandatory fields.')).toBeVisible();
    expect(continueButton()).toHaveAccessibleDescription('Fill in all mandatory fields.');
    expect(screen.getByText('Mandatory. Only letters and numbers. No special characters.')).toBeVisible();
    expect(currentUrl(router)).toBe('/hourly');

    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByText('The form is invalid.')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByText('The form is invalid.')).not.toBeInTheDocument());
    // The form message stays until the form is fixed.
    expect(screen.getByText('Fill in all mandatory fields.')).toBeVisible();
  });

  it('a form without a tariff is invalid too', async () => {
    const { user, router } = await renderTicket('/daily', {
      zoneCode: 'RI-Z1',
      ticketType: 'daily',
      plateNumber: 'RI1234AB',
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tariff' }), 'Select a tariff');

    await user.click(continueButton());
    expect(await screen.findByText('The form is invalid.')).toBeVisible();
    expect(screen.getByText('Required field')).toBeVisible();
    expect(currentUrl(router)).toBe('/daily');
  });

  it('a valid form stores the selection and goes to /payment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await renderTicket('/hourly', RI_Z1_HOURLY, {
      advanceTimers: vi.advanceTimersByTime,
    });

    const before = sessionStorage.getItem('vpa-selection');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tariff' }), 'Reduced');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '3h');
    await user.type(await plateField(), 'ri1234ab');
    await settle(800);
    expect(await priceBar().findByText('2,40 €')).toBeVisible();
    // Nothing is written while the driver fills the form (no copy on every keystroke).
    expect(sessionStorage.getItem('vpa-selection')).toBe(before);

    await user.click(continueButton());
    await waitFor(() => expect(currentUrl(router)).toBe('/payment'));
    const selection = {
      ticketType: 'hourly',
      tariffId: 12,
      tariffType: 'H2',
      plateNumber: 'RI1234AB',
      duration: 3,
    };
    expect(useSessionStore.getState()).toMatchObject({ zoneCode: 'RI-Z1', ...selection });
    expect(JSON.parse(sessionStorage.getItem('vpa-selection') ?? 'null')).toEqual(selection);

    // Back from /payment: the form shows what was entered.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('combobox', { name: 'Tariff' })).toHaveValue('12');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('3');
    expect(await plateField()).toHaveValue('RI1234AB');
  });
});

describe('ticket pages: languages', () => {
  it('speaks Croatian', async () => {
    const { user } = await renderTicket('/hourly', RI_Z1_HOURLY, { language: 'hr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Satna karta' })).toBeInTheDocument();
    const plate = await screen.findByRole('textbox', { name: /Registarska oznaka/ });
    expect(screen.getByRole('combobox', { name: 'Trajanje' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Trajanje' })).getAllByRole('option')[2],
    ).toHaveTextContent('3h');
    await user.type(plate, 'ZG#1');
    expect(await screen.findByText('Obavezno. Samo slova i brojevi. Bez posebnih znakova.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nastavi' }));
    expect(await screen.findByText('Obrazac nije ispravan.')).toBeVisible();
    expect(screen.getByText('Ispunite sva obavezna polja.')).toBeVisible();
  });

  it('speaks German', async () => {
    const { user } = await renderTicket(
      '/daily',
      { zoneCode: 'RI-Z1', ticketType: 'daily' },
      { language: 'de' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Tagesparkschein' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Tarif' })).toBeInTheDocument();
    const plate = await screen.findByRole('textbox', { name: /Kennzeichen/ });
    await user.type(plate, 'ZG#1');
    expect(
      await screen.findByText('Pflichtfeld. Nur Buchstaben und Ziffern. Keine Sonderzeichen.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Preis und nächster Schritt' })).toHaveTextContent('Gesamt');
  });
});
