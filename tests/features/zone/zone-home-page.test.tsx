import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { useSessionStore } from '@/stores/session-store';
import { currentUrl, renderRoute } from '../../render';
import { holdGet } from '../../held-answer';
import { emptyFooter } from '@/mocks/data';

// The first render loads lazy route chunks and locale files: slow on a busy machine.

const TILES = 'What would you like to pay?';
const tiles = () => within(screen.getByRole('list', { name: TILES }));
const findTiles = async () => within(await screen.findByRole('list', { name: TILES }));

async function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('zone home (/)', () => {
  it('shows the zone and both ticket tiles, plus the fine tile when the company has VPADPK', async () => {
    await renderRoute('/?z=RI-Z1');

    expect(await findHeading(/Rijeka.*Zona 1/)).toBeInTheDocument();
    const daily = tiles().getByRole('link', { name: /Daily ticket/ });
    const hourly = tiles().getByRole('link', { name: /Hourly ticket/ });
    // The links name the zone, so they open its form even as a full page load.
    expect(daily).toHaveAttribute('href', '/daily?z=RI-Z1');
    expect(hourly).toHaveAttribute('href', '/hourly?z=RI-Z1');
    expect(daily).not.toHaveAttribute('aria-disabled');
    expect(await tiles().findByRole('link', { name: /Parking fine/ })).toHaveAttribute(
      'href',
      '/parking-fine',
    );
  });

  it('stores the zone code, and the company id when a tile is tapped (not copied on arrival)', async () => {
    const { user } = await renderRoute('/?z=RI-Z1');
    await findHeading(/Zona 1/);
    const hourly = await (await findTiles()).findByRole('link', { name: /Hourly ticket/ });

    expect(sessionStorage.getItem('zoneCode')).toBe('RI-Z1');
    expect(sessionStorage.getItem('cid')).toBeNull();
    await user.click(hourly);
    expect(sessionStorage.getItem('cid')).toBe('1');
    expect(useSessionStore.getState().ticketType).toBe('hourly');
  });

  it('has no fine tile when the company has VPADPK disabled (Krk)', async () => {
    const { queryClient } = await renderRoute('/?z=KRK-Z1');

    expect(await findHeading(/Krk \(city\).*Zona A/)).toBeInTheDocument();
    // Wait until the company config has arrived, so the missing tile is the answer and not the wait.
    await waitFor(() =>
      expect(queryClient.getQueryState(['company', 'config', '2'])?.status).toBe('success'),
    );
    expect(tiles().getAllByRole('listitem')).toHaveLength(2);
    expect(tiles().queryByRole('link', { name: /Parking fine/ })).not.toBeInTheDocument();
  });

  it('disables the daily tile with the no-service warning in a zone without daily tickets (RI-Z2)', async () => {
    await renderRoute('/?z=RI-Z2');

    const daily = await (await findTiles()).findByRole('link', { name: /Daily ticket/ });
    expect(daily).toHaveAttribute('aria-disabled', 'true');
    expect(daily).not.toHaveAttribute('href');
    expect(daily).toHaveAccessibleDescription('Service is not active for this ticket type.');
    const hourly = tiles().getByRole('link', { name: /Hourly ticket/ });
    expect(hourly).toHaveAttribute('href', '/hourly?z=RI-Z2');
  });

  it('disables the hourly tile in a zone without hourly tickets (RI-Z3)', async () => {
    await renderRoute('/?z=RI-Z3');

    const hourly = await (await findTiles()).findByRole('link', { name: /Hourly ticket/ });
    expect(hourly).toHaveAttribute('aria-disabled', 'true');
    expect(hourly).toHaveAccessibleDescription('Service is not active for this ticket type.');
    expect(tiles().getByRole('link', { name: /Daily ticket/ })).toHaveAttribute('href', '/daily?z=RI-Z3');
  });

  it('disables both tiles in a zone without ticket types (RI-Z4), and a click goes nowhere', async () => {
    const { user, router } = await renderRoute('/?z=RI-Z4');

    const daily = await (await findTiles()).findByRole('link', { name: /Daily ticket/ });
    const hourly = tiles().getByRole('link', { name: /Hourly ticket/ });
    for (const tile of [daily, hourly]) {
      expect(tile).toHaveAttribute('aria-disabled', 'true');
      expect(within(tile).getByText('Service is not active for this ticket type.')).toBeVisible();
    }
    await user.click(daily);
    expect(currentUrl(router)).toBe('/?z=RI-Z4');
    expect(useSessionStore.getState().ticketType).toBeNull();
  });

  it('shows skeletons of the tiles while the zone status loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/sms-api/vpa/vpa-zone-status', async () => {
        await gate;
        return HttpResponse.json({
          cityId: 1,
          city: 'RIJEKA',
          zone: 'Zona 1',
          code: 'RI-Z1',
          hasDailyTicket: true,
          hasHourlyTicket: true,
        });
      }),
    );
    await renderRoute('/?z=RI-Z1');

    const list = await screen.findByRole('list', { name: 'What would you like to pay?' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The zone code stands in for the name until the status arrives.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('RI-Z1');

    release();
    expect(await within(list).findByRole('link', { name: /Daily ticket/ })).toBeVisible();
    expect(list).toHaveAttribute('aria-busy', 'false');
  });

  it('shows "error fetching data" on both tiles when the zone status fails (ERR-500)', async () => {
    await renderRoute('/?z=ERR-500');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');
    const daily = tiles().getByRole('link', { name: /Daily ticket/ });
    const hourly = tiles().getByRole('link', { name: /Hourly ticket/ });
    for (const tile of [daily, hourly]) {
      expect(tile).toHaveAttribute('aria-disabled', 'true');
      expect(within(tile).getByText('Error fetching data.')).toBeVisible();
    }
    expect(tiles().queryByRole('link', { name: /Parking fine/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('treats a response of the wrong shape as the same error (BAD-SCHEMA)', async () => {
    await renderRoute('/?z=BAD-SCHEMA');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');
    expect(
      within(tiles().getByRole('link', { name: /Daily ticket/ })).getByText('Error fetching data.'),
    ).toBeVisible();
    expect(
      within(tiles().getByRole('link', { name: /Hourly ticket/ })).getByText('Error fetching data.'),
    ).toBeVisible();
  });

  it('redirects to /welcome without z and without a stored zone', async () => {
    const { router } = await renderRoute('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/welcome'));
  });

  it('treats an implausible z as missing', async () => {
    const { router } = await renderRoute('/?z=%3Cscript%3E');
    await waitFor(() => expect(currentUrl(router)).toBe('/welcome'));
    expect(sessionStorage.getItem('zoneCode')).toBeNull();
  });

  it('redirects to /welcome without z even with a stored zone', async () => {
    const { router } = await renderRoute('/', { session: { zoneCode: 'RI-Z3' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/welcome'));
  });

  it('resets the ticket selection on load', async () => {
    await renderRoute('/?z=RI-Z1', {
      session: {
        zoneCode: 'RI-Z1',
        ticketType: 'hourly',
        tariffId: 11,
        tariffType: 'H1',
        plateNumber: 'ZG1234AB',
        duration: 3,
      },
    });
    await findHeading(/Zona 1/);

    await waitFor(() => expect(useSessionStore.getState().ticketType).toBeNull());
    expect(useSessionStore.getState()).toMatchObject({
      tariffId: null,
      tariffType: null,
      plateNumber: '',
      duration: 1,
    });
  });

  it('sets the ticket type from the tile and opens the ticket page', async () => {
    const { user, router } = await renderRoute('/?z=RI-Z1');

    await user.click(await (await findTiles()).findByRole('link', { name: /Hourly ticket/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/hourly'));
    expect(useSessionStore.getState().ticketType).toBe('hourly');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hourly ticket' })).toBeInTheDocument();
  });

  it('can be reached and used with the keyboard', async () => {
    const { user, router } = await renderRoute('/?z=RI-Z1');
    const daily = await (await findTiles()).findByRole('link', { name: /Daily ticket/ });

    daily.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/daily'));
    expect(useSessionStore.getState().ticketType).toBe('daily');
  });

  it('speaks Croatian', async () => {
    await renderRoute('/?z=RI-Z2', { language: 'hr' });

    const daily = await screen.findByRole('link', { name: /Dnevna karta/ });
    expect(daily).toHaveAccessibleDescription('Usluga nije aktivna za ovu vrstu karte.');
    expect(screen.getByRole('link', { name: /Satna karta/ })).toHaveAttribute('href', '/hourly?z=RI-Z2');
  });
});

describe('zone home official address, against fake stickers', () => {
  const follows = (a: Node, b: Node) =>
    Boolean(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);

  it("shows the portal's own host above the tiles and the zone's operating company under them, from the footer's one request", async () => {
    const footerCalls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('vpa-footer-data')) footerCalls.push(request.url);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));

    await renderRoute('/?z=RI-Z1');
    const official = await screen.findByRole('region', { name: 'Official portal' });
    expect(official).toHaveTextContent(`Official address of this portal: ${window.location.host}`);
    const operator = await screen.findByText('Parking operator: Rijeka plus d.o.o.');
    expect(operator).toBeVisible();
    const tiles = screen.getByRole('list', { name: TILES });
    expect(follows(tiles, official)).toBe(true);
    expect(follows(operator, tiles)).toBe(true);
    expect(footerCalls).toHaveLength(1);
  });

  it('shows the host alone when the zone has no company data', async () => {
    server.use(http.get('*/sms-api/vpa/vpa-footer-data', () => HttpResponse.json(emptyFooter)));
    await renderRoute('/?z=RI-Z1');
    await screen.findByRole('contentinfo', { name: 'Company details' });
    const official = await screen.findByRole('region', { name: 'Official portal' });
    expect(await within(screen.getByRole('contentinfo')).findByText(/no company data/)).toBeVisible();
    expect(official).toHaveTextContent(`Official address of this portal: ${window.location.host}`);
    expect(screen.queryByText(/Parking operator/)).toBeNull();
  });

  it('shows the address at once, and the operator only under the final tiles, so that the fine tile arriving later cannot push it down', async () => {
    const answer = holdGet('/sms-api/vpa/vpa-company-config');
    await renderRoute('/?z=RI-Z1');
    const tileList = await findTiles();
    expect(await tileList.findByRole('link', { name: /Hourly ticket/ })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Official portal' })).toHaveTextContent(window.location.host);
    // The footer has its answer; the city's services (and with them the fine tile) have not.
    await screen.findByRole('contentinfo', { name: 'Company details' });
    expect(screen.queryByText(/Parking operator/)).toBeNull();

    answer();
    expect(await tileList.findByRole('link', { name: /Parking fine/ })).toBeVisible();
    expect(await screen.findByText('Parking operator: Rijeka plus d.o.o.')).toBeVisible();
  });

  it('shows the address when the zone cannot be loaded', async () => {
    await renderRoute('/?z=ERR-500');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');
    const official = await screen.findByRole('region', { name: 'Official portal' });
    expect(official).toHaveTextContent(`Official address of this portal: ${window.location.host}`);
  });

  it('speaks Croatian', async () => {
    await renderRoute('/?z=RI-Z1', { language: 'hr' });
    const official = await screen.findByRole('region', { name: 'Službeni portal' });
    expect(official).toHaveTextContent(`Službena adresa ovog portala: ${window.location.host}`);
    expect(await screen.findByText('Parkiralištem upravlja: Rijeka plus d.o.o.')).toBeVisible();
  });
});
