import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { config } from '@/lib/config';
import { fieldDataWanted } from '@/lib/field-data/record';
import { lazyModule } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';
import { routeOf } from './routes';

const MAX_WAIT_MS = 3000;

export const MANIFEST_HREF = '/manifest.webmanifest';

const fonts = lazyModule(() => import('./fonts.css'));
const serviceWorker = lazyModule(() => import('@/lib/service-worker'));
const pruning = lazyModule(() => import('@/pocket/prune-at-start'));
const fieldData = lazyModule(() => import('@/lib/field-data/beacon'));

function loadLateAssets() {
  // Offline or after a new release the chunk may fail: the local fallback font stays, and the
  // rejection is caught so that it never surfaces as an uncaught error.
  fonts.load().catch(() => undefined);
  // The web app manifest (and the icon it names) only matters for "add to home screen": linked
  // from index.html, the two requests took two of the six connections the first screen's code
  // needs on a weak network (docs/performance.md).
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_HREF;
    document.head.append(link);
  }
  // Production only: the worker then precaches the app for offline visits (docs/decisions/016).
  // A chunk of its own, off the first screen's files.
  serviceWorker
    .load()
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(() => undefined);
  // The kept tickets' 7 days and any stored invoice without its ticket (docs/storage.md), at every
  // start: a few hundred bytes that load the pruning itself only when something is stored.
  pruning
    .load()
    .then(({ pruneAtStart }) => pruneAtStart())
    .catch(() => undefined);
  // Field data (docs/decisions/021): only when the operator turned it on, and never where
  // the browser asks not to be tracked; off, its code is not even loaded.
  if (fieldDataWanted(config.fieldData))
    fieldData
      .load()
      .then(({ startFieldData }) => startFieldData({ patternOf: (path) => routeOf(path).path }))
      .catch(() => undefined);
}

/**
 * Loads IBM Plex Sans, links the web app manifest, registers the service worker and prunes what the
 * pocket keeps once the first screen has its data (or after 3 s at the latest). On a weak connection the 60 to 80 kB of font files would otherwise compete
 * with the code and the data the visitor is waiting for; until they arrive the text is set in a
 * local font with Plex's metrics (shell.css), so the swap moves nothing. Measured in
 * docs/performance.md.
 */
export function AfterFirstScreen() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let done = false;
    let cancelIdle: (() => void) | undefined;
    const load = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(timer);
      cancelIdle = whenIdle(loadLateAssets, 1000, 0);
    };
    const check = () => {
      if (queryClient.isFetching() === 0) load();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const timer = window.setTimeout(load, MAX_WAIT_MS);
    check();
    return () => {
      // Only a test or a hot reload unmounts the app; the fonts may load later anyway.
      unsubscribe();
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [queryClient]);
  return null;
}
