// How the service worker answers a navigation (service-worker/sw.ts, docs/decisions/016). Written
// against the parts of a FetchEvent it uses, so that it is tested outside a worker
// (tests/service-worker/navigation.test.ts).

/** What a navigation's FetchEvent offers here. */
export type NavigationEvent = {
  /** The navigation preload's answer (undefined when there is none). */
  preloadResponse?: Promise<Response | undefined>;
  waitUntil: (promise: Promise<unknown>) => void;
};

/**
 * Whether the worker asks for navigation preload in the browser of `userAgent`: everywhere but in
 * Gecko (Firefox on Android and desktop; Firefox on iOS is WebKit and says FxiOS). When the server
 * refuses the connection, Firefox shows its own error page for a navigation whose preload failed,
 * not the cached page the worker answers with (docs/engines.md); without the preload it shows the
 * worker's answer. Elsewhere the preload saves the worker's start before the page is asked for.
 */
export function wantsNavigationPreload(userAgent: string): boolean {
  return !/\bFirefox\//.test(userAgent);
}

/** How long a navigation may go unanswered before the cached app is shown instead. */
export const NAVIGATION_TIMEOUT_MS = 3000;

/**
 * The network's page (the navigation preload's, else the worker's own request), so that an online
 * visit runs what the server sends now, with a fresh nonce; the cached page instead when the
 * network fails, answers 5xx (a proxy during an outage) or has not answered within
 * `NAVIGATION_TIMEOUT_MS`. With nothing cached, the network's answer, whatever it is and however
 * long it takes. The network is waited for even when the cache answers: the preload is not cut off.
 */
export async function networkOrCachedPage(
  request: Request,
  event: NavigationEvent,
  cachedPage: () => Promise<Response | undefined>,
  timeoutMs = NAVIGATION_TIMEOUT_MS,
): Promise<Response> {
  const network = Promise.resolve(event.preloadResponse).then((preloaded) => preloaded ?? fetch(request));
  // Called while the event is being dispatched (before any await), as waitUntil must be.
  event.waitUntil(network.catch(() => undefined));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const first = await Promise.race([network.catch(() => 'failed' as const), timedOut]);
  clearTimeout(timer);
  if (first instanceof Response && first.status < 500) return first;
  const cached = await cachedPage();
  if (cached) return cached;
  return first instanceof Response ? first : network;
}
