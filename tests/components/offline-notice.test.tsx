import { act, screen } from '@testing-library/react';
import { renderRoute } from '../render';

// Offline, every page says so (the page the service worker kept is showing); the notice
// goes as soon as the connection is back.
let online = true;
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

function goOffline() {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
}

function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

const notice = () => screen.queryByText(/you are offline/i);

test.each([
  ['the zone home (main layout)', '/?z=RI-Z1'],
  ['the welcome page (welcome layout)', '/welcome'],
])('%s shows "You are offline" while the browser is offline', async (_name, url) => {
  await renderRoute(url);
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toBeVisible();
  expect(notice()).not.toBeInTheDocument();

  goOffline();
  const shown = await screen.findByText(/you are offline/i);
  expect(shown).toBeVisible();
  // In a polite live region, so a screen reader announces it.
  expect(shown.closest('[aria-live="polite"]')).not.toBeNull();
  // Not a second "status": the page's own status messages stay the only ones.
  expect(screen.queryAllByRole('status').filter((el) => el.contains(shown))).toEqual([]);

  goOnline();
  expect(notice()).not.toBeInTheDocument();
});

test('a page opened offline shows the notice from the start, in the page language', async () => {
  online = false;
  await renderRoute('/welcome', { language: 'hr' });
  expect(await screen.findByText(/niste povezani s internetom/i)).toBeVisible();
});
