import {
  NAVIGATION_TIMEOUT_MS,
  networkOrCachedPage,
  wantsNavigationPreload,
  type NavigationEvent,
} from '../../service-worker/navigation';

// The service worker's answer to a navigation (docs/decisions/016). The network
// first, so an online visit runs the page nginx sends now; the cached app when the network fails,
// answers 5xx (a proxy during an outage) or has not answered within 3 s.

const page = (status: number, body = `page ${status}`) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
const CACHED = 'the cached app';

function navigation(preloadResponse?: Promise<Response | undefined>) {
  const waited: Promise<unknown>[] = [];
  const event: NavigationEvent = { preloadResponse, waitUntil: (promise) => void waited.push(promise) };
  const cachedPage = vi.fn(() => Promise.resolve<Response | undefined>(page(200, CACHED)));
  return { event, waited, cachedPage, request: new Request('https://portal.example/?z=RI-Z1') };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('the navigation preload answers: its page, the cache left alone', async () => {
  const { event, cachedPage, request } = navigation(Promise.resolve(page(200, 'fresh')));
  const response = await networkOrCachedPage(request, event, cachedPage);
  expect(await response.text()).toBe('fresh');
  expect(cachedPage).not.toHaveBeenCalled();
});

test.each([500, 502, 503, 504])('a preload answered %i gets the cached app', async (status) => {
  const { event, cachedPage, request } = navigation(Promise.resolve(page(status)));
  const response = await networkOrCachedPage(request, event, cachedPage);
  expect(await response.text()).toBe(CACHED);
});

test('a 4xx is the server speaking: passed on', async () => {
  const { event, cachedPage, request } = navigation(Promise.resolve(page(404)));
  expect((await networkOrCachedPage(request, event, cachedPage)).status).toBe(404);
});

test('a preload that has not answered in 3 s gets the cached app, and is waited for, not cut off', async () => {
  vi.useFakeTimers();
  let answer: (response: Response) => void = () => {};
  const preload = new Promise<Response>((resolve) => (answer = resolve));
  const { event, waited, cachedPage, request } = navigation(preload);
  let settled = false;
  const result = networkOrCachedPage(request, event, cachedPage).then((response) => {
    settled = true;
    return response;
  });

  await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS - 1);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await (await result).text()).toBe(CACHED);
  expect(NAVIGATION_TIMEOUT_MS).toBe(3000);
  // The preload is kept alive until it settles (no "cancelled before preloadResponse settled").
  expect(waited).toHaveLength(1);
  answer(page(200, 'late'));
  await expect(waited[0]).resolves.toBeDefined();
});

test('without a navigation preload the worker fetches the page itself, with the same rules', async () => {
  const fetchMock = vi.fn(() => Promise.resolve(page(502)));
  vi.stubGlobal('fetch', fetchMock);
  const { event, cachedPage, request } = navigation(Promise.resolve(undefined));
  const response = await networkOrCachedPage(request, event, cachedPage);
  expect(fetchMock).toHaveBeenCalledWith(request);
  expect(await response.text()).toBe(CACHED);
});

test('no network at all: the cached app', async () => {
  const { event, cachedPage, request } = navigation(Promise.reject(new TypeError('Failed to fetch')));
  expect(await (await networkOrCachedPage(request, event, cachedPage)).text()).toBe(CACHED);
});

test('nothing cached yet: the network has the last word, however it answers', async () => {
  vi.useFakeTimers();
  const slow = navigation(new Promise((resolve) => setTimeout(() => resolve(page(200, 'slow')), 10_000)));
  slow.cachedPage.mockResolvedValue(undefined);
  const result = networkOrCachedPage(slow.request, slow.event, slow.cachedPage);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(await (await result).text()).toBe('slow');

  const failing = navigation(Promise.resolve(page(503)));
  failing.cachedPage.mockResolvedValue(undefined);
  expect((await networkOrCachedPage(failing.request, failing.event, failing.cachedPage)).status).toBe(503);

  const offline = navigation(Promise.reject(new TypeError('Failed to fetch')));
  offline.cachedPage.mockResolvedValue(undefined);
  await expect(networkOrCachedPage(offline.request, offline.event, offline.cachedPage)).rejects.toThrow(
    'Failed to fetch',
  );
});

test('navigation preload is asked for in Chromium and Safari, not in Firefox, whose error page would hide the cached one', () => {
  const agents = {
    chromeAndroid:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    safariIphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    firefoxIphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15',
    firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
    firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  };
  expect(
    Object.fromEntries(Object.entries(agents).map(([name, agent]) => [name, wantsNavigationPreload(agent)])),
  ).toEqual({
    chromeAndroid: true,
    safariIphone: true,
    firefoxIphone: true,
    firefoxAndroid: false,
    firefoxDesktop: false,
  });
});
