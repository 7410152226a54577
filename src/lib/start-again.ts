// Imported by the entry (src/main.tsx) alone: it ships in the entry's own file, before any framework.
import { linkFollowed } from './link-followed';

/** sessionStorage: when this tab last loaded the page again after its start failed (docs/storage.md). */
export const START_RETRY_KEY = 'vpa-start-retry';
const START_RETRY_GAP_MS = 30_000;
/**
 * How long a page being left may take to go before a failed start counts as one after all: the
 * driver's navigation became a download, was cancelled, or the page came back from the
 * back/forward cache. Long enough for a page to arrive on a weak signal.
 */
export const LEAVING_GRACE_MS = 20_000;

/** For a page being left: settles when it is still here after LEAVING_GRACE_MS, or shown again from the back/forward cache. */
function stillHere(win: Window): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(resolve, LEAVING_GRACE_MS);
    win.addEventListener('pageshow', (event) => event.persisted && resolve());
  });
}

/**
 * A file the start needs did not arrive (a dropped signal on the way back from the bank, a release
 * that replaced the files): without it the static shell would stay for good, hiding the page a
 * driver paid for. The page is loaded afresh once; if that fails too, again as soon as the phone
 * is back online, never in a loop.
 */
export function startAgain(win: Window = window): void {
  let last: number | null = null;
  try {
    last = Number(win.sessionStorage.getItem(START_RETRY_KEY)) || 0;
    win.sessionStorage.setItem(START_RETRY_KEY, String(Date.now()));
  } catch {
    // No storage to tell a first failure from a second: only the online event below.
  }
  if (last !== null && Date.now() - last > START_RETRY_GAP_MS) win.location.reload();
  else win.addEventListener('online', () => win.location.reload(), { once: true });
}

/**
 * Runs the app's start; when it fails, loads the page again (startAgain). Leaving the page is not
 * a failed start: a tap on a link, a new address or Back while the start is still running makes
 * some browsers (Firefox, WebKit) abort the start's loads, and a reload then would replace the page
 * the driver asked for. So a failure while the page is being left waits: the new page replaces
 * this one and the wait with it; if this page is still here after LEAVING_GRACE_MS, or is shown
 * again from the back/forward cache, the start did fail and the page loads again.
 */
export function startOrAgain(start: () => Promise<void>, win: Window = window): void {
  let leaving = false;
  const left = () => {
    leaving = true;
  };
  win.addEventListener('beforeunload', left);
  win.addEventListener('pagehide', left);
  const settled = () => {
    // A `beforeunload` listener kept for good would keep some browsers from caching the page.
    win.removeEventListener('beforeunload', left);
    win.removeEventListener('pagehide', left);
  };
  start().then(settled, () => {
    settled();
    // A tap on a plain link (the painted page's, before the app), which the guard notes from the
    // page's start: iOS Safari and WebKit may fire no `beforeunload`, and `pagehide` comes late.
    if (leaving || linkFollowed(win)) void stillHere(win).then(() => startAgain(win));
    else startAgain(win);
  });
}
