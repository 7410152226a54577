/** The production build's service worker (vite/service-worker-plugin.ts, docs/decisions/014). */
export const SERVICE_WORKER_URL = '/sw.js';

type BuildEnv = { PROD: boolean; VITE_API_MOCKING?: string };

/**
 * Production builds only: never in development, never in a mock build, whose MSW worker
 * (mockServiceWorker.js) holds the same scope; and only where the browser has service workers.
 */
export function shouldRegisterServiceWorker(
  env: BuildEnv = import.meta.env,
  nav: Navigator = navigator,
): boolean {
  return env.PROD && env.VITE_API_MOCKING !== 'true' && 'serviceWorker' in nav;
}

/**
 * Registers the service worker; called after the first screen (src/app/after-first-screen.tsx),
 * never on its critical path. A failure (private mode, a blocked worker) only costs offline use.
 */
export function registerServiceWorker(env: BuildEnv = import.meta.env, nav: Navigator = navigator): void {
  if (!shouldRegisterServiceWorker(env, nav)) return;
  // updateViaCache 'none': the browser asks the server for sw.js on every update check.
  nav.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
    .catch(() => undefined);
}
