import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/shell.css';
import { i18nReady } from './i18n/i18n';
import type { createAppRouter } from './app/router';

// Spec section 9: console logging is disabled at start-up (production builds only).
if (import.meta.env.PROD) {
  // eslint-disable-next-line no-console -- switching console output off is the point here
  for (const method of ['log', 'info', 'debug', 'warn'] as const) console[method] = () => {};
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first route's lazy module has loaded, so the first commit is the page. */
function whenInitialized(router: AppRouter): Promise<AppRouter> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve(router);
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
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
  // The router starts loading the first route (and the first screen's data) as soon as it exists,
  // in parallel with the texts and the rest of the shell; until all are in, the static shell of
  // index.html stays painted.
  const routerReady = Promise.all([import('./app/router'), import('./app/query-client')]).then(
    async ([{ createAppRouter }, { createQueryClient }]) => {
      const queryClient = createQueryClient();
      const router = await whenInitialized(createAppRouter(queryClient));
      return { router, queryClient };
    },
  );
  const [{ App }, { router, queryClient }] = await Promise.all([import('./app/app'), routerReady, i18nReady]);
  const root = createRoot(container);
  // A transition lets the browser paint and answer input while the first render runs.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start();
