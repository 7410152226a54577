import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EARLY_ANSWERS_GLOBAL } from '@/api/early-answers';
import { ticketQueries } from '@/api/queries';
import { askForRouteDataEarly } from '@/app/early-route-data';
import { loadRouteData } from '@/app/route-data';
import { createQueryClient } from '@/app/query-client';
import { i18n } from '@/i18n/i18n';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { server } from '@/mocks/node';
import { rehydrateSessionStore, useSessionStore } from '@/stores/session-store';

// A form opened by its zone's link asks for its data before the framework (src/main.tsx runs
// askForRouteDataEarly first), and the route's loader takes those answers (docs/decisions/045).

type Seen = { endpoint: string; params: string; language: string | null };

function requests() {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const endpoint = url.pathname.split('/').pop() ?? '';
    seen.push({ endpoint, params: url.search, language: request.headers.get('Accept-Language') });
  });
  return seen;
}

/** The page `address` loads: the entry's first step; then the app's texts start in the page's language. */
async function pageLoads(address: string) {
  window.history.replaceState(null, '', address);
  askForRouteDataEarly(window.location);
  await i18n.changeLanguage(initialLanguage());
}

beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hr-HR']);
});

afterEach(() => {
  sessionStorage.clear();
  rehydrateSessionStore();
  server.events.removeAllListeners();
  Reflect.deleteProperty(window, EARLY_ANSWERS_GLOBAL);
  window.history.replaceState(null, '', '/');
});

test.each([
  ['/hourly?z=RI-Z1', 'hourly'],
  ['/daily?z=RI-Z1', 'daily'],
] as const)('%s asks for its ticket data at once, and its loader asks no more', async (address, type) => {
  const seen = requests();
  await pageLoads(address);
  await waitFor(() => expect(seen).toHaveLength(1));
  expect(seen).toEqual([
    { endpoint: 'vpa-ticket-data', params: `?zoneCode=RI-Z1&ticketType=${type}`, language: 'hr-HR' },
  ]);
  // The app starts: the route's loader takes the early answer.
  const queryClient = createQueryClient();
  await loadRouteData(queryClient, window.location);
  expect(queryClient.getQueryData(ticketQueries.data('RI-Z1', type).queryKey)).toBeDefined();
  expect(seen.filter((request) => request.endpoint === 'vpa-ticket-data')).toHaveLength(1);
});

test('a reload of the form (the zone kept, not in the address) asks for nothing early', async () => {
  useSessionStore.getState().actions.zoneChosen('RI-Z2');
  const seen = requests();
  await pageLoads('/daily');
  expect(Reflect.get(window, EARLY_ANSWERS_GLOBAL)).toBeUndefined();
  expect(seen).toEqual([]);
});

test("the early request is in the visitor's language", async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
  const seen = requests();
  await pageLoads('/hourly?z=RI-Z1');
  await waitFor(() => expect(seen).toHaveLength(1));
  expect(seen[0].language).toBe('it-IT');
});

test('a failed early answer: the loader asks again through the client, and gets the data', async () => {
  let answered = 0;
  server.use(
    http.get('*/sms-api/vpa/vpa-ticket-data', () =>
      ++answered === 1 ? HttpResponse.json({ message: 'Down.' }, { status: 503 }) : undefined,
    ),
  );
  await pageLoads('/hourly?z=RI-Z1');
  const queryClient = createQueryClient();
  await loadRouteData(queryClient, window.location);
  const data = ticketQueries.data('RI-Z1', 'hourly');
  await waitFor(() => expect(queryClient.getQueryData(data.queryKey)).toBeDefined(), { timeout: 5000 });
  expect(answered).toBeGreaterThanOrEqual(2);
});

test.each([['/hourly'], ['/hourly?z=no%20zone'], ['/payment?z=RI-Z1'], ['/?z=RI-Z1'], ['/welcome']])(
  '%s asks for nothing early',
  async (address) => {
    const seen = requests();
    await pageLoads(address);
    expect(Reflect.get(window, EARLY_ANSWERS_GLOBAL)).toBeUndefined();
    expect(seen).toEqual([]);
  },
);
