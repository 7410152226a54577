// The portal's service worker (production builds only; docs/decisions/016). Bundled into one
// classic script, dist/sw.js, by vite/service-worker-plugin.ts, which also writes the precache
// list into self.__WB_MANIFEST: no importScripts, no code from another origin, nothing inline.
//
// - The app shell and every screen's code, styles, fonts, texts and icons are precached at install
//   and served from the cache (their names carry a hash, so they never go stale).
// - Navigations go to the network first, so an online visit always runs the newest deployed page
//   with a fresh CSP nonce; only when the network fails is the precached page answered (the
//   prerendered `/welcome` for `/welcome`, index.html for every other route). A cached page
//   replays the nonce and the Content-Security-Policy header it was precached with, which match.
// - Everything else (the API, wherever it lives, the gateways, the documents) is never touched:
//   no route answers it, so the browser fetches it as if there were no service worker.
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  addRoute,
  cleanupOutdatedCaches,
  precache,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The precached pages (templatedURLs in vite/service-worker-plugin.ts). */
const WELCOME_PAGE = '/welcome';
const APP_PAGE = '/index.html';
/**
 * Paths that are never an app page: the API contract's prefixes on a same-origin deployment, and
 * the mock backend's gateway pages and controls. A navigation there (a document opened in the tab)
 * goes to the network untouched, online or not.
 */
const NOT_APP_PAGES = [/^\/(sms-api|payment-api|docs-api|mock-gateway|__mock)(\/|\?|$)/];

// A new release takes over as soon as it is installed: an online visit already runs the new page
// (the navigation went to the network), and its files are the ones the new precache holds.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The navigation request starts while the worker boots instead of after it.
enableNavigationPreload();

precache(self.__WB_MANIFEST);

const networkThen = (fallbackURL: string) =>
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL })] });

// Registered before the precache's own route, which would otherwise answer `/welcome` and
// `/index.html` from the cache even online.
registerRoute(new NavigationRoute(networkThen(WELCOME_PAGE), { allowlist: [/^\/welcome\/?(\?|$)/] }));
registerRoute(new NavigationRoute(networkThen(APP_PAGE), { denylist: NOT_APP_PAGES }));
// Hashed files, icons and the manifest: from the cache. No directory index, no clean URLs: `/` is a
// navigation and handled above.
addRoute({ directoryIndex: '', cleanURLs: false });
