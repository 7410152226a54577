// The portal's service worker (production builds only; docs/decisions/016). Bundled into one
// classic script, dist/sw.js, by vite/service-worker-plugin.ts, which also writes the precache
// list into self.__WB_MANIFEST: no importScripts, no code from another origin, nothing inline.
//
// - The app shell and every screen's code, styles, fonts, texts and icons are precached at install
//   and served from the cache (their names carry a hash, so they never go stale).
// - Navigations go to the network first, so an online visit runs the newest deployed page with a
//   fresh CSP nonce. The precached page is answered instead (a prerendered page of the route
//   record, `/welcome`, for its route; index.html for every other route) when the network fails,
//   answers 5xx (a proxy during an outage) or has not answered within 3 s (./navigation.ts): the
//   tickets kept on the phone still open. A cached page replays the nonce and the Content-Security-Policy header it was
//   precached with, which match.
// - A new release's worker waits until no tab or installed window runs the old release: the old
//   worker and its precache (the old release's chunks, which the server no longer has) stay until
//   then, so an open tab's next lazy screen still loads.
// - Everything else (the API, wherever it lives, the gateways, the documents) is never touched:
//   no route answers it, so the browser fetches it as if there were no service worker.
import { clientsClaim } from 'workbox-core';
import {
  disable as disableNavigationPreload,
  enable as enableNavigationPreload,
} from 'workbox-navigation-preload';
import {
  addRoute,
  cleanupOutdatedCaches,
  matchPrecache,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core';
import { networkOrCachedPage, wantsNavigationPreload } from './navigation';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The routes of the record's prerendered pages (`/welcome`), from vite/service-worker-plugin.ts. */
declare const __PRERENDERED_ROUTES__: string[];

/** The precached pages (templatedURLs in vite/service-worker-plugin.ts). */
const APP_PAGE = '/index.html';
/**
 * Paths that are never an app page: the API contract's prefixes on a same-origin deployment, and
 * the mock backend's gateway pages and controls. A navigation there (a document opened in the tab)
 * goes to the network untouched, online or not.
 */
const NOT_APP_PAGES = [/^\/(sms-api|payment-api|docs-api|mock-gateway|__mock)(\/|\?|$)/];

// No skipWaiting: a new release's worker waits while any tab or installed window of the old one is
// open, and the old worker keeps answering it from its precache, whose entries the new worker
// removes only when it takes over. An online navigation meanwhile runs the new page from the
// network; the old worker passes the new page's files, which it does not list, to the network.
// When a worker activates, no page runs an older one any more: clientsClaim takes the pages that
// have no worker yet (the first visit).
clientsClaim();
cleanupOutdatedCaches();
// The navigation request starts while the worker boots instead of after it; not in Firefox, where
// a failed preload hides the worker's cached page. The registration keeps the setting, so Firefox
// turns off what an earlier worker turned on.
if (wantsNavigationPreload(self.navigator.userAgent)) enableNavigationPreload();
else disableNavigationPreload();

precache(self.__WB_MANIFEST);

/**
 * The network's page, or the precached `page` when the network fails, answers 5xx or is slow. The
 * event is the navigation's FetchEvent, with its preloadResponse.
 */
const networkOr =
  (page: string): RouteHandlerCallback =>
  ({ request, event }) =>
    networkOrCachedPage(request, event, () => matchPrecache(page));

// Registered before the precache's own route, which would otherwise answer `/welcome` and
// `/index.html` from the cache even online. A prerendered route (a path without parameters) with
// or without a trailing slash and a query.
for (const page of __PRERENDERED_ROUTES__) {
  const escaped = page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  registerRoute(new NavigationRoute(networkOr(page), { allowlist: [new RegExp(`^${escaped}/?(\\?|$)`)] }));
}
registerRoute(new NavigationRoute(networkOr(APP_PAGE), { denylist: NOT_APP_PAGES }));
// Hashed files, icons and the manifest: from the cache. No directory index, no clean URLs: `/` is a
// navigation and handled above.
addRoute({ directoryIndex: '', cleanURLs: false });
