import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/shell.css';
import { i18nReady } from './i18n/i18n';

// Spec section 9: console logging is disabled at start-up (production builds only).
if (import.meta.env.PROD) {
  // eslint-disable-next-line no-console -- switching console output off is the point here
  for (const method of ['log', 'info', 'debug', 'warn'] as const) console[method] = () => {};
}

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  // Written out in full so the build drops the mock backend when mocking is off.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { enableMocking } = await import('./mocks/browser');
    await enableMocking();
    const { isMockGatewayPath, MockGatewayPage } = await import('./mocks/gateway/gateway-page');
    if (isMockGatewayPath(window.location.pathname)) {
      createRoot(container).render(<MockGatewayPage />);
      return;
    }
  }
  // The first screen's code, texts and data start loading as soon as the router module is in, in
  // parallel with the rest of the shell; until all are in, the static shell of index.html stays
  // painted, so the first commit is the page itself.
  const firstScreen = Promise.all([import('./app/router'), import('./app/query-client')]).then(
    async ([{ preloadScreen, prefetchFirstScreen }, { createQueryClient }]) => {
      const queryClient = createQueryClient();
      prefetchFirstScreen(queryClient, window.location);
      await preloadScreen(window.location.pathname);
      return queryClient;
    },
  );
  const [{ App }, queryClient] = await Promise.all([import('./app/app'), firstScreen, i18nReady]);
  const root = createRoot(container);
  // A transition lets the browser paint and answer input while the first render runs.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start();
