// Starts the in-browser mock backend; main.tsx imports this dynamically only when mocking.
import { delay, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { browserStorage, configureMockDb } from './db';
import { handlers } from './handlers';

const API_PATH = /\/(sms-api|payment-api|docs-api)\//;

// Runs before every handler and falls through (returns nothing), so loading states are visible
// in the browser without slowing down unit tests.
const latency = http.all('*', async ({ request }) => {
  if (API_PATH.test(new URL(request.url).pathname)) await delay(150 + Math.round(Math.random() * 250));
});

export async function enableMocking(): Promise<void> {
  // localStorage keeps the state across the full-page trips to the stand-in gateways.
  configureMockDb(browserStorage());
  await setupWorker(latency, ...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
