import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { emptyFooter } from '@/mocks/data';
import { server } from '@/mocks/node';
import { renderRoute } from '../../render';
import { holdGet } from '../../held-answer';

// The first render of a file compiles the lazy route and its locale chunks: allow for a slow machine.

const FOOTER = '*/sms-api/vpa/vpa-footer-data';
// A main-layout page that reads no zone data itself, so every footer request is the footer's.
const PAGE = '/prepaid';

function footerRequests() {
  const urls: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/vpa-footer-data')) urls.push(new URL(request.url));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return urls;
}

async function findFooter() {
  return screen.findByRole('contentinfo', { name: 'Company details' });
}

describe('company footer', () => {
  test("shows the zone's company: name, address, country-postal code, city, PIN and phone", async () => {
    const requests = footerRequests();
    await renderRoute(PAGE, { session: { zoneCode: 'RI-Z1' } });
    const footer = await findFooter();
    expect(await within(footer).findByText('Rijeka plus d.o.o.')).toBeVisible();
    expect(within(footer).getByText('Dolac 11, HR-51000 Rijeka')).toBeVisible();
    expect(footer).toHaveTextContent('OIB (tax no.): 12345678901');
    expect(within(footer).getByRole('link', { name: '+385 51 000 000' })).toHaveAttribute(
      'href',
      'tel:+38551000000',
    );
    expect(requests.map((url) => url.searchParams.get('zoneCode'))).toEqual(['RI-Z1']);
  });

  test('shows N/A for a missing PIN and phone, and the city code lowercased and capitalised', async () => {
    await renderRoute(PAGE, { session: { zoneCode: 'KRK-Z1' } });
    const footer = await findFooter();
    expect(await within(footer).findByText('Krk parking d.o.o.')).toBeVisible();
    expect(within(footer).getByText('Vršanska 14, HR-51500 Krk')).toBeVisible();
    expect(footer).toHaveTextContent('OIB (tax no.): N/A · Tel.: N/A');
  });

  test('N/A for every other missing value, as long as something is known', async () => {
    server.use(
      http.get(FOOTER, () => HttpResponse.json({ ...emptyFooter, companyName: 'Only name d.o.o.' })),
    );
    await renderRoute(PAGE, { session: { zoneCode: 'RI-Z1' } });
    const footer = await findFooter();
    expect(await within(footer).findByText('Only name d.o.o.')).toBeVisible();
    expect(within(footer).getByText('N/A, N/A N/A')).toBeVisible();
  });

  test('shows a skeleton bar while loading', async () => {
    server.use(
      http.get(FOOTER, async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      }),
    );
    await renderRoute(PAGE, { session: { zoneCode: 'RI-Z1' } });
    const footer = await findFooter();
    expect(within(footer).getByRole('status')).toHaveTextContent('Loading…');
  });

  test('a failed request shows an error alert', async () => {
    await renderRoute(PAGE, { session: { zoneCode: 'ERR-500' } });
    const alert = await within(await findFooter()).findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Error fetching data.');
  });

  test('a response of the wrong shape is an error too', async () => {
    server.use(http.get(FOOTER, () => HttpResponse.json([{ companyName: 42 }])));
    await renderRoute(PAGE, { session: { zoneCode: 'RI-Z1' } });
    expect(await within(await findFooter()).findByRole('alert')).toHaveTextContent('Error fetching data.');
  });

  test('a company without any data shows a no-data warning', async () => {
    await renderRoute(PAGE, { session: { zoneCode: 'ZG-Z1' } });
    const footer = await findFooter();
    expect(await within(footer).findByText('There is no company data for this zone.')).toBeVisible();
    expect(within(footer).queryByRole('alert')).toBeNull();
  });

  test('an empty body is "no data" as well', async () => {
    server.use(http.get(FOOTER, () => new HttpResponse('', { status: 200 })));
    await renderRoute(PAGE, { session: { zoneCode: 'RI-Z1' } });
    expect(
      await within(await findFooter()).findByText('There is no company data for this zone.'),
    ).toBeVisible();
  });

  test('without a zone code nothing is fetched and no footer is shown', async () => {
    const requests = footerRequests();
    await renderRoute(PAGE);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(requests).toEqual([]);
  });

  test.each(['/parking-fine', '/parking-fine-details?cid=1&nr=123456&lp=RI1234AB'])(
    'is hidden on %s',
    async (url) => {
      const requests = footerRequests();
      await renderRoute(url, { session: { zoneCode: 'RI-Z1' } });
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      expect(screen.queryByRole('contentinfo', { name: 'Company details' })).toBeNull();
      expect(requests).toEqual([]);
    },
  );

  test('is never taller than 150 px, and as tall while it loads as with its details', async () => {
    const answer = holdGet('/sms-api/vpa/vpa-footer-data');
    await renderRoute(PAGE, { session: { zoneCode: 'RI-Z1' } });
    const loading = await screen.findByRole('contentinfo', { name: 'Company details' });
    expect(within(loading).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(getComputedStyle(loading).height).toBe('150px');
    answer();
    const footer = await findFooter();
    expect(await within(footer).findByText('Rijeka plus d.o.o.')).toBeInTheDocument();
    expect(getComputedStyle(footer).height).toBe('150px');
    expect(getComputedStyle(footer).maxHeight).toBe('150px');
    expect(getComputedStyle(footer).overflowY).toBe('auto');
  });
});
