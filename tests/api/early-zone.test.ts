import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { EARLY_ZONE_GLOBAL, startEarlyZoneData } from '@/api/early-zone-script';
import { takeEarlyAnswer } from '@/api/early-zone';
import { prefetchFirstScreen } from '@/app/first-screen';
import { createQueryClient } from '@/app/query-client';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { server } from '@/mocks/node';

// The QR landing's data started by the page itself (src/api/early-zone-script.ts) and taken into
// the query cache by the app (src/api/early-zone.ts), or dropped for the app's own request.

type Seen = { endpoint: string; zoneCode: string | null; language: string | null; accept: string | null };

function requests() {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      endpoint: url.pathname.split('/').pop() ?? '',
      zoneCode: url.searchParams.get('zoneCode'),
      language: request.headers.get('Accept-Language'),
      accept: request.headers.get('Accept'),
    });
  });
  return {
    to: (endpoint: string) => seen.filter((request) => request.endpoint === endpoint),
  };
}

function landingAt(zoneCode: string) {
  window.history.replaceState(null, '', `/?z=${zoneCode}`);
}

function appStarts() {
  const queryClient = createQueryClient();
  void prefetchFirstScreen(queryClient, window.location);
  return queryClient;
}

const statusKey = (zoneCode: string) => ['zone', 'status', zoneCode];
const footerKey = (zoneCode: string) => ['zone', 'footer', zoneCode];

// A Croatian phone (the page starts in the browser's language when none was chosen, issue 25).
beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hr-HR']);
});

afterEach(() => {
  server.events.removeAllListeners();
  Reflect.deleteProperty(window, EARLY_ZONE_GLOBAL);
  window.history.replaceState(null, '', '/');
});

test('the page asks for the zone status and footer with the headers of the API client', async () => {
  const seen = requests();
  landingAt('RI-Z1');
  const early = startEarlyZoneData(window);
  expect(early).not.toBeNull();
  await Promise.all([early?.status, early?.footer]);
  expect([...seen.to('vpa-zone-status'), ...seen.to('vpa-footer-data')]).toEqual([
    {
      endpoint: 'vpa-zone-status',
      zoneCode: 'RI-Z1',
      language: 'hr-HR',
      accept: 'application/json, text/plain, */*',
    },
    {
      endpoint: 'vpa-footer-data',
      zoneCode: 'RI-Z1',
      language: 'hr-HR',
      accept: 'application/json, text/plain, */*',
    },
  ]);
});

test('the stored language goes into the early requests', async () => {
  const seen = requests();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
  landingAt('RI-Z1');
  const early = startEarlyZoneData(window);
  await early?.status;
  expect(seen.to('vpa-zone-status').map((request) => request.language)).toEqual(['de-DE']);
});

test.each([['/welcome'], ['/hourly?z=RI-Z1'], ['/?z=no%20zone'], ['/']])(
  '%s asks for nothing early',
  (address) => {
    window.history.replaceState(null, '', address);
    expect(startEarlyZoneData(window)).toBeNull();
    expect(Reflect.get(window, EARLY_ZONE_GLOBAL)).toBeUndefined();
  },
);

test('the app takes the early answers and does not ask again', async () => {
  const seen = requests();
  landingAt('RI-Z1');
  startEarlyZoneData(window);
  const queryClient = appStarts();
  await waitFor(() => expect(queryClient.getQueryData(statusKey('RI-Z1'))).toMatchObject({ code: 'RI-Z1' }));
  await waitFor(() => expect(queryClient.getQueryData(footerKey('RI-Z1'))).toBeDefined());
  expect(seen.to('vpa-zone-status')).toHaveLength(1);
  expect(seen.to('vpa-footer-data')).toHaveLength(1);
});

test('a slow early answer is waited for, not asked for twice', async () => {
  server.use(
    http.get('*/sms-api/vpa/vpa-zone-status', async () => {
      await delay(400);
      return HttpResponse.json({
        cityId: 1,
        city: 'Rijeka',
        zone: 'Zona 1',
        code: 'RI-Z1',
        hasDailyTicket: true,
        hasHourlyTicket: true,
      });
    }),
  );
  const seen = requests();
  landingAt('RI-Z1');
  startEarlyZoneData(window);
  const queryClient = appStarts();
  await waitFor(() => expect(queryClient.getQueryData(statusKey('RI-Z1'))).toMatchObject({ zone: 'Zona 1' }));
  expect(seen.to('vpa-zone-status')).toHaveLength(1);
});

test.each([
  ['a server error', () => HttpResponse.json({ message: 'Down.' }, { status: 500 })],
  ['a body of the wrong shape', () => HttpResponse.json({ zone: 42 })],
  ['a body that is not JSON', () => new HttpResponse('<html>proxy</html>', { status: 200 })],
  ['a network failure', () => HttpResponse.error()],
])('after %s early, the app’s own retry asks and its answer is shown', async (_what, answer) => {
  server.use(http.get('*/sms-api/vpa/vpa-zone-status', answer, { once: true }));
  const seen = requests();
  landingAt('RI-Z1');
  const early = startEarlyZoneData(window);
  await early?.status;
  const queryClient = appStarts();
  // The failed early answer was the first attempt; the retry (after the policy's back-off) is the
  // app's own request.
  await waitFor(() => expect(queryClient.getQueryData(statusKey('RI-Z1'))).toMatchObject({ code: 'RI-Z1' }));
  expect(seen.to('vpa-zone-status')).toHaveLength(2);
  // The footer's early answer was good: still one request.
  await waitFor(() => expect(queryClient.getQueryData(footerKey('RI-Z1'))).toBeDefined());
  expect(seen.to('vpa-footer-data')).toHaveLength(1);
});

test('an unknown zone: the early answer is the first of the four attempts, then the app’s error', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const seen = requests();
    landingAt('XX-NONE');
    startEarlyZoneData(window);
    const queryClient = appStarts();
    // Back-off of 1 + 2 + 4 s between the attempts (spec section 9).
    await waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      expect(queryClient.getQueryState(statusKey('XX-NONE'))?.status).toBe('error');
    });
    expect(seen.to('vpa-zone-status')).toHaveLength(4);
    expect(queryClient.getQueryData(statusKey('XX-NONE'))).toBeUndefined();
  } finally {
    vi.useRealTimers();
  }
});

test('an early answer is used once, for its own zone and language only', async () => {
  landingAt('RI-Z1');
  startEarlyZoneData(window);
  expect(takeEarlyAnswer('status', 'RI-Z2', 'hr-HR')).toBeNull();
  expect(takeEarlyAnswer('footer', 'RI-Z1', 'en-US')).toBeNull();
  // Taken (and dropped) above: not offered again in the right language either.
  expect(takeEarlyAnswer('footer', 'RI-Z1', 'hr-HR')).toBeNull();
  const status = takeEarlyAnswer('status', 'RI-Z1', 'hr-HR');
  await expect(status).resolves.toMatchObject({ code: 'RI-Z1' });
  expect(takeEarlyAnswer('status', 'RI-Z1', 'hr-HR')).toBeNull();
});

test('an empty footer body early is "no data", as from the app’s own call', async () => {
  server.use(http.get('*/sms-api/vpa/vpa-footer-data', () => new HttpResponse('', { status: 200 })));
  landingAt('RI-Z1');
  startEarlyZoneData(window);
  await expect(takeEarlyAnswer('footer', 'RI-Z1', 'hr-HR')).resolves.toBeNull();
});
