import { config } from './config';

/** The production build's service worker (vite/service-worker-plugin.ts, docs/decisions/016). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The one Trusted Types policy the CSP allows (`trusted-types vpa-service-worker`, deploy/nginx):
 * `register()` is a script-URL sink under `require-trusted-types-for 'script'`.
 */
export const TRUSTED_TYPES_POLICY = 'vpa-service-worker';

/** Whether this is a production build (Vite's own flag) and a mock one (the app's configuration). */
type Build = { readonly PROD: boolean; readonly mocking: boolean };
const BUILD: Build = { PROD: import.meta.env.PROD, mocking: config.mocking };

/** The part of the Trusted Types API used here (not in TypeScript's DOM library). */
type TrustedTypesLike = {
  createPolicy: (
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ) => { createScriptURL: (url: string) => unknown };
};

/**
 * Production builds only: never in development, never in a mock build, whose MSW worker
 * (mockServiceWorker.js) holds the same scope; and only where the browser has service workers.
 */
export function shouldRegisterServiceWorker(build: Build = BUILD, nav: Navigator = navigator): boolean {
  return build.PROD && !build.mocking && 'serviceWorker' in nav;
}

let scriptURL: unknown;

/** The worker's address as a TrustedScriptURL where the browser has Trusted Types, else the string. */
function workerScriptURL(): string {
  if (scriptURL === undefined) {
    const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    scriptURL = trustedTypes
      ? trustedTypes
          .createPolicy(TRUSTED_TYPES_POLICY, {
            createScriptURL: (url) => {
              if (url !== SERVICE_WORKER_URL) throw new TypeError(`Not the service worker: ${url}`);
              return url;
            },
          })
          .createScriptURL(SERVICE_WORKER_URL)
      : SERVICE_WORKER_URL;
  }
  // register() takes a TrustedScriptURL where its type says string.
  return scriptURL as string;
}

/**
 * Registers the service worker; called after the first screen (src/app/after-first-screen.tsx),
 * never on its critical path. A failure (private mode, a blocked worker) only costs offline use.
 */
export function registerServiceWorker(build: Build = BUILD, nav: Navigator = navigator): void {
  if (!shouldRegisterServiceWorker(build, nav)) return;
  try {
    // updateViaCache 'none': the browser asks the server for sw.js on every update check.
    nav.serviceWorker
      .register(workerScriptURL(), { scope: '/', updateViaCache: 'none' })
      .catch(() => undefined);
  } catch {
    // A policy refused by the page's CSP: no offline use, nothing else lost.
  }
}
