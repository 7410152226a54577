import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl, EARLY_ANSWERS_GLOBAL, earlyAnswer, startEarlyRequest } from '@/api/early-answers';
import { LANDING_PATHS } from '@/api/landing-paths';
import { loadRouteData } from '@/app/route-data';
import { createQueryClient } from '@/app/query-client';
import { runGuard } from '@/boot/language-guard';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { server } from '@/mocks/node';

// The QR landing's requests, started by the language guard while the page is parsed
// (src/boot/language-guard.ts), and taken by the API client when the app asks the same thing
// (src/api/client.ts), or dropped for the client's own request.

type Seen = { endpoint: string; params: string; language: string | null; accept: string | null };

function requests() {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      endpoint: url.pathname.split('/').pop() ?? '',
      params: url.search,
      language: request.headers.get('Accept-Language'),
      accept: request.headers.get('Accept'),
    });
  });
  return { to: (endpoint: string) => seen.filter((request) => request.endpoint === endpoint) };
}

/** The page `address` loads: its guard runs while its head is parsed. */
function pageLoads(address: string) {
  window.history.replaceState(null, '', address);
  runGuard(window);
}

function appStarts() {
  const queryClient = createQueryClient();
  void loadRouteData(queryClient, window.location);
  return queryClient;
}

const statusAnswer = (zoneCode: string, language = 'hr-HR') =>
  earlyAnswer(apiUrl('', LANDING_PATHS.zoneStatus, { zoneCode }), language);
const statusKey = (zoneCode: string) => ['zone', 'status', zoneCode];
const footerKey = (zoneCode: string) => ['zone', 'footer', zoneCode];
const companyKey = (cityId: number) => ['company', 'config', String(cityId)];

// A Croatian phone (the page starts in the browser's language when none was chosen).
beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hr-HR']);
});

afterEach(() => {
  // The parser is done: the guard stops watching the page.
  document.dispatchEvent(new Event('DOMContentLoaded'));
  server.events.removeAllListeners();
  Reflect.deleteProperty(window, EARLY_ANSWERS_GLOBAL);
  window.history.replaceState(null, '', '/');
});

const ACCEPT = 'application/json, text/plain, */*';

test("the guard asks for the zone's status and footer with the API client's headers, then its city's configuration", async () => {
  const seen = requests();
  pageLoads('/?z=RI-Z1');
  await statusAnswer('RI-Z1');
  await earlyAnswer(apiUrl('', LANDING_PATHS.companyConfig, { companyId: 1 }), 'hr-HR');
  await waitFor(() => expect(seen.to('vpa-company-config')).toHaveLength(1));
  expect([
    ...seen.to('vpa-zone-status'),
    ...seen.to('vpa-footer-data'),
    ...seen.to('vpa-company-config'),
  ]).toEqual([
    { endpoint: 'vpa-zone-status', params: '?zoneCode=RI-Z1', language: 'hr-HR', accept: ACCEPT },
    { endpoint: 'vpa-footer-data', params: '?zoneCode=RI-Z1', language: 'hr-HR', accept: ACCEPT },
    { endpoint: 'vpa-company-config', params: '?companyId=1', language: 'hr-HR', accept: ACCEPT },
  ]);
});

test('the stored language goes into the early requests', async () => {
  const seen = requests();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
  pageLoads('/?z=RI-Z1');
  await statusAnswer('RI-Z1', 'de-DE');
  expect(seen.to('vpa-zone-status').map((request) => request.language)).toEqual(['de-DE']);
});

test.each([['/welcome'], ['/hourly?z=RI-Z1'], ['/?z=no%20zone'], ['/']])(
  '%s asks for nothing early',
  (address) => {
    const seen = requests();
    pageLoads(address);
    expect(Reflect.get(window, EARLY_ANSWERS_GLOBAL)).toBeUndefined();
    expect(seen.to('vpa-zone-status')).toEqual([]);
  },
);

test('no city configuration is asked for early when the status has no city', async () => {
  server.use(
    http.get('*/sms-api/vpa/vpa-zone-status', () =>
      HttpResponse.json({ message: 'No zone.' }, { status: 404 }),
    ),
  );
  pageLoads('/?z=RI-Z1');
  await statusAnswer('RI-Z1');
  // The guard reads the status as soon as it has settled (the answer's own `then`, before this one).
  await Promise.resolve();
  expect(earlyAnswer(apiUrl('', LANDING_PATHS.companyConfig, { companyId: 1 }), 'hr-HR')).toBeNull();
});

test('the app takes the early answers and does not ask again', async () => {
  const seen = requests();
  pageLoads('/?z=RI-Z1');
  const queryClient = appStarts();
  await waitFor(() => expect(queryClient.getQueryData(statusKey('RI-Z1'))).toMatchObject({ code: 'RI-Z1' }));
  await waitFor(() => expect(queryClient.getQueryData(footerKey('RI-Z1'))).toBeDefined());
  await waitFor(() => expect(queryClient.getQueryData(companyKey(1))).toBeDefined());
  expect(seen.to('vpa-zone-status')).toHaveLength(1);
  expect(seen.to('vpa-footer-data')).toHaveLength(1);
  expect(seen.to('vpa-company-config')).toHaveLength(1);
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
  pageLoads('/?z=RI-Z1');
  const queryClient = appStarts();
  await waitFor(() => expect(queryClient.getQueryData(statusKey('RI-Z1'))).toMatchObject({ zone: 'Zona 1' }));
  expect(seen.to('vpa-zone-status')).toHaveLength(1);
});

test.each([
  ['a server error', () => HttpResponse.json({ message: 'Down.' }, { status: 500 })],
  ['a body of the wrong shape', () => HttpResponse.json({ zone: 42 })],
  ['a body that is not JSON', () => new HttpResponse('<html>proxy</html>', { status: 200 })],
  ['a network failure', () => HttpResponse.error()],
])('after %s early, the client’s own retry asks and its answer is shown', async (_what, answer) => {
  server.use(http.get('*/sms-api/vpa/vpa-zone-status', answer, { once: true }));
  const seen = requests();
  pageLoads('/?z=RI-Z1');
  await statusAnswer('RI-Z1');
  const queryClient = appStarts();
  // The failed early answer was the first attempt; the retry (after the policy's back-off) is the
  // client's own request.
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
    pageLoads('/?z=XX-NONE');
    const queryClient = appStarts();
    // Back-off of 1 + 2 + 4 s between the four attempts a failing call gets.
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

test('an early answer is taken once, for its own address and language only', async () => {
  pageLoads('/?z=RI-Z1');
  const url = (zoneCode: string) => apiUrl('', LANDING_PATHS.zoneStatus, { zoneCode });
  expect(earlyAnswer(url('RI-Z2'), 'hr-HR', { take: true })).toBeNull();
  expect(earlyAnswer(url('RI-Z1'), 'en-US', { take: true })).toBeNull();
  // Looked at (the landing's painting) but left for the client.
  expect(earlyAnswer(url('RI-Z1'), 'hr-HR')).not.toBeNull();
  const status = earlyAnswer(url('RI-Z1'), 'hr-HR', { take: true });
  await expect(status).resolves.toMatchObject({ status: 200 });
  expect(earlyAnswer(url('RI-Z1'), 'hr-HR', { take: true })).toBeNull();
});

test('an empty footer body early is "no data", as from the client’s own call', async () => {
  server.use(http.get('*/sms-api/vpa/vpa-footer-data', () => new HttpResponse('', { status: 200 })));
  pageLoads('/?z=RI-Z1');
  const queryClient = appStarts();
  await waitFor(() => expect(queryClient.getQueryState(footerKey('RI-Z1'))?.status).toBe('success'));
  expect(queryClient.getQueryData(footerKey('RI-Z1'))).toBeNull();
});

test('an early request with no answer within its time gives up, with none for the client to take', async () => {
  server.use(http.get('*/sms-api/vpa/vpa-zone-status', () => delay('infinite')));
  const url = apiUrl('', LANDING_PATHS.zoneStatus, { zoneCode: 'RI-Z1' });
  // The guard passes the API client's timeout; a short one here, waited for as it is, not timed.
  await expect(startEarlyRequest(window, url, 'hr-HR', 50)).resolves.toBeNull();
  await expect(earlyAnswer(url, 'hr-HR', { take: true })).resolves.toBeNull();
});

test('a browser without AbortSignal.timeout (Safari before 16) still asks early, and still gives up', async () => {
  const timeout = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout');
  Reflect.deleteProperty(AbortSignal, 'timeout');
  try {
    expect('timeout' in AbortSignal).toBe(false);
    const seen = requests();
    pageLoads('/?z=RI-Z1');
    await expect(statusAnswer('RI-Z1')).resolves.toMatchObject({ status: 200 });
    expect(seen.to('vpa-zone-status')).toHaveLength(1);
    server.use(http.get('*/sms-api/vpa/vpa-zone-status', () => delay('infinite')));
    const url = apiUrl('', LANDING_PATHS.zoneStatus, { zoneCode: 'RI-Z2' });
    await expect(startEarlyRequest(window, url, 'hr-HR', 50)).resolves.toBeNull();
  } finally {
    if (timeout) Object.defineProperty(AbortSignal, 'timeout', timeout);
  }
});

test('the same request started twice is asked for once and shares its answer', async () => {
  const seen = requests();
  const url = apiUrl('', LANDING_PATHS.zoneStatus, { zoneCode: 'RI-Z1' });
  const first = startEarlyRequest(window, url, 'hr-HR', 10_000);
  expect(startEarlyRequest(window, url, 'hr-HR', 10_000)).toBe(first);
  await expect(first).resolves.toMatchObject({ status: 200 });
  expect(seen.to('vpa-zone-status')).toHaveLength(1);
});
