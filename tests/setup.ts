import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@/mocks/node';
import { resetMockDb } from '@/mocks/db';

// A route's first render loads its chunk and texts: seconds on a busy 2-core machine, more on one
// half as fast. A bound, not a wait: a healthy test goes on as soon as its condition holds. Tests
// do not pass shorter bounds of their own.
configure({ asyncUtilTimeout: 30_000 });

// Build-time code (the prerender) is tested in Node, where there is no window to fill in.
const inBrowser = typeof window !== 'undefined';

// jsdom lacks these browser APIs that MUI and the app touch.
if (inBrowser) window.scrollTo = () => {};
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockDb();
  if (!inBrowser) return;
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
