import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/fonts.css';
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
  const [{ App }, { createAppRouter }, { createQueryClient }] = await Promise.all([
    import('./app/app'),
    import('./app/router'),
    import('./app/query-client'),
    i18nReady,
  ]);
  const root = createRoot(container);
  // A transition lets the browser paint and answer input while the first render runs.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={createAppRouter()} queryClient={createQueryClient()} />
      </StrictMode>,
    );
  });
}

void start();
