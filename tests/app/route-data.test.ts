import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@/app/query-client';
import { loadRouteData } from '@/app/route-data';
import { server } from '@/mocks/node';
import { rehydrateSessionStore } from '@/stores/session-store';

// Render-as-you-fetch (docs/performance.md): the first page's data is asked for before it renders.
function requestedPaths() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    paths.push(`${url.pathname.split('/').pop() ?? ''}?${url.searchParams.toString()}`);
  });
  return paths;
}

afterEach(() => server.events.removeAllListeners());

function at(pathname: string, search = '', storedZone?: string) {
  if (storedZone) sessionStorage.setItem('zoneCode', storedZone);
  rehydrateSessionStore();
  const queryClient = createQueryClient();
  void loadRouteData(queryClient, { pathname, search });
  return queryClient;
}

test('the QR landing page asks for its zone status and company footer, then its city services', async () => {
  const paths = requestedPaths();
  const queryClient = at('/', '?z=RI-Z1');
  await waitFor(() =>
    expect(paths.sort()).toEqual([
      'vpa-company-config?companyId=1',
      'vpa-footer-data?zoneCode=RI-Z1',
      'vpa-zone-status?zoneCode=RI-Z1',
    ]),
  );
  // The city's services come from the plain first attempt (docs/decisions/028), into the cache.
  await waitFor(() => expect(queryClient.getQueryData(['company', 'config', '1'])).toBeDefined());
});

test("on the QR landing page it settles with the footer's answer, or its first failure, not its retries", async () => {
  const footerKey = ['zone', 'footer', 'RI-Z1'];
  rehydrateSessionStore();
  const answered = createQueryClient();
  await loadRouteData(answered, { pathname: '/', search: '?z=RI-Z1' });
  expect(answered.getQueryData(footerKey)).toMatchObject({ companyName: 'Rijeka plus d.o.o.' });

  server.use(http.get('*/sms-api/vpa/vpa-footer-data', () => HttpResponse.json(null, { status: 500 })));
  const failing = createQueryClient();
  await loadRouteData(failing, { pathname: '/', search: '?z=RI-Z1' });
  // Settled after one failure: the query is still retrying.
  expect(failing.getQueryState(footerKey)).toMatchObject({ status: 'pending', fetchFailureCount: 1 });
  failing.clear();
});

test.each(['hourly', 'daily'])(
  'the %s form asks for its ticket data and the stored zone footer',
  async (type) => {
    const paths = requestedPaths();
    const queryClient = at(`/${type}`, '', 'RI-Z1');
    await waitFor(() =>
      expect(paths.sort()).toEqual([
        'vpa-footer-data?zoneCode=RI-Z1',
        `vpa-ticket-data?zoneCode=RI-Z1&ticketType=${type}`,
      ]),
    );
    await waitFor(() => expect(queryClient.getQueryData(['ticket', 'data', 'RI-Z1', type])).toBeDefined());
  },
);

test("a form's link names its zone: that zone's data, not the stored one's", async () => {
  const paths = requestedPaths();
  at('/hourly', '?z=RI-Z3', 'RI-Z1');
  await waitFor(() =>
    expect(paths.sort()).toEqual([
      'vpa-footer-data?zoneCode=RI-Z3',
      'vpa-ticket-data?zoneCode=RI-Z3&ticketType=hourly',
    ]),
  );
});

test.each([
  ['/parking-fine', 'RI-Z1'],
  ['/welcome/cities', 'RI-Z1'],
  ['/hourly', undefined],
  ['/', undefined],
  // The QR landing is for the zone its address names, never the stored one.
  ['/', 'RI-Z1'],
])('%s with stored zone %s asks for nothing ahead', async (pathname, zone) => {
  const paths = requestedPaths();
  at(pathname, '', zone);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(paths).toEqual([]);
});

test('the payment summary page asks for the stored zone footer', async () => {
  const paths = requestedPaths();
  at('/payment', '', 'RI-Z3');
  await waitFor(() => expect(paths).toEqual(['vpa-footer-data?zoneCode=RI-Z3']));
});
