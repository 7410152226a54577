import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';

// The first render of a file compiles the lazy route and its locale chunks: allow for a slow machine.

const ZONES = '*/sms-api/vpa/vpa-active-zones';

function zoneList() {
  return screen.findByRole('list', { name: 'Parking zones' });
}

/** Records the sms-api paths the app requests. */
function requestedPaths() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return paths;
}

describe('/welcome/zones/{cityId}', () => {
  test("shows '{city}, select zone', a back arrow to the city list and a link per zone", async () => {
    await renderRoute('/welcome/zones/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rijeka, select zone' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the city list' })).toHaveAttribute(
      'href',
      '/welcome/cities',
    );
    const links = within(await zoneList()).getAllByRole('link');
    // Names that already say "Zona" are not prefixed a second time.
    expect(links.map((l) => l.textContent)).toEqual(['Zona 1', 'Zona 2', 'Zona 3', 'Zona 4']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/?z=RI-Z1',
      '/?z=RI-Z2',
      '/?z=RI-Z3',
      '/?z=RI-Z4',
    ]);
  });

  test("labels other zones 'Zone {name}' in the visitor's language", async () => {
    await renderRoute('/welcome/zones/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Poreč, select zone' })).toBeVisible();
    expect(within(await zoneList()).getByRole('link', { name: 'Zone Centar' })).toHaveAttribute(
      'href',
      '/?z=PO-Z1',
    );
  });

  test('in Croatian', async () => {
    server.use(http.get(ZONES, () => HttpResponse.json([{ code: 'KRK-Z1', name: 'A', color: null }])));
    await renderRoute('/welcome/zones/2', { language: 'hr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Krk (grad), odaberite zonu' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zona A' })).toHaveAttribute('href', '/?z=KRK-Z1');
  });

  test('a zone without a name is labelled by its code, made safe like any server text', async () => {
    // A code the server sends back as it is (the app sends it back too), but shown only as text
    // without direction controls, invisible characters or line breaks (src/lib/untrusted-text.ts).
    const code = 'RI-\u202e9Z\u202c\u200b\u2028X';
    server.use(http.get(ZONES, () => HttpResponse.json([{ code, name: ' \u200b ', color: null }])));
    await renderRoute('/welcome/zones/1');
    const link = within(await zoneList()).getByRole('link');
    expect(link).toHaveTextContent(/^Zone RI-9Z X$/);
    expect(link.textContent).not.toMatch(/[\p{Cf}\u2028]/u);
    expect(link).toHaveAttribute('href', `/?z=${encodeURIComponent(code)}`);
  });

  test('colours each zone: black text on the three light colours, white on dark ones, grey by default', async () => {
    server.use(
      http.get(ZONES, () =>
        HttpResponse.json([
          { code: 'Y', name: '1', color: 'FDDE3AFF' },
          { code: 'W', name: '2', color: 'FFFFFFFF' },
          { code: 'B', name: '3', color: '5599FFFF' },
          { code: 'G', name: '4', color: '1B5E20FF' },
          { code: 'N', name: '5', color: null },
        ]),
      ),
    );
    await renderRoute('/welcome/zones/1');
    await zoneList();
    const style = (name: string) => screen.getByRole('link', { name }).style;
    expect(style('Zone 1')).toMatchObject({ backgroundColor: 'rgb(253, 222, 58)', color: 'rgb(0, 0, 0)' });
    expect(style('Zone 2')).toMatchObject({ backgroundColor: 'rgb(255, 255, 255)', color: 'rgb(0, 0, 0)' });
    expect(style('Zone 3')).toMatchObject({ backgroundColor: 'rgb(85, 153, 255)', color: 'rgb(0, 0, 0)' });
    expect(style('Zone 4')).toMatchObject({
      backgroundColor: 'rgb(27, 94, 32)',
      color: 'rgb(255, 255, 255)',
    });
    expect(style('Zone 5')).toMatchObject({ backgroundColor: 'rgb(224, 224, 224)', color: 'rgb(0, 0, 0)' });
  });

  test("the city's company footer follows the list", async () => {
    await renderRoute('/welcome/zones/1');
    const footer = await screen.findByRole('contentinfo', { name: 'Company details' });
    expect(await within(footer).findByText('Rijeka plus d.o.o.')).toBeVisible();
    expect(within(footer).getByText(/Dolac 11, HR-51000 Rijeka/)).toBeVisible();
    expect(await zoneList()).toBeVisible();
  });

  test('choosing a zone opens that zone home and stores the zone', async () => {
    const { router, user } = await renderRoute('/welcome/zones/3');
    await user.click(within(await zoneList()).getByRole('link', { name: 'Zone Centar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/?z=PO-Z1'));
    expect(sessionStorage.getItem('zoneCode')).toBe('PO-Z1');
  });

  test('shows a skeleton while the zones load', async () => {
    server.use(
      http.get(ZONES, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderRoute('/welcome/zones/1');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list', { name: 'Parking zones' })).toBeNull();
  });

  test('a failed load shows an error alert; retry recovers', async () => {
    server.use(
      http.get(ZONES, () => HttpResponse.json('Internal server error.', { status: 500 }), { once: true }),
    );
    const { user } = await renderRoute('/welcome/zones/1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred.');
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await zoneList()).toBeVisible();
  });

  test('an unknown company (404) and a wrong response shape are errors too', async () => {
    const { unmount } = await renderRoute('/welcome/zones/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
    expect(screen.getByRole('heading', { level: 1, name: 'Select zone' })).toBeVisible();
    unmount();
    server.use(http.get(ZONES, () => HttpResponse.json({ zones: [] })));
    await renderRoute('/welcome/zones/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
  });

  test('a city id that is not a number is an error without any request for zones', async () => {
    const paths = requestedPaths();
    await renderRoute('/welcome/zones/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
    // The back arrow and a full-width button below the alert.
    const back = screen.getAllByRole('link', { name: 'Back to the city list' });
    expect(back.map((link) => link.getAttribute('href'))).toEqual(['/welcome/cities', '/welcome/cities']);
    expect(paths.filter((p) => p.endsWith('vpa-active-zones'))).toEqual([]);
  });

  test('a city without zones shows a warning and no footer', async () => {
    server.use(http.get(ZONES, () => HttpResponse.json([])));
    await renderRoute('/welcome/zones/1');
    expect(await screen.findByText('There are no parking zones in this city at the moment.')).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
