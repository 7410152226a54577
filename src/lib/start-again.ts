// Imported by the entry (src/main.tsx) alone: it ships in the entry's own file, before any framework.

/** sessionStorage: when this tab last loaded the page again after its start failed (docs/storage.md). */
export const START_RETRY_KEY = 'vpa-start-retry';
const START_RETRY_GAP_MS = 30_000;

/**
 * A file the start needs did not arrive (a dropped signal on the way back from the bank, a release
 * that replaced the files): without it the static shell would stay for good, hiding the page a
 * driver paid for. The page is loaded afresh once; if that fails too, again as soon as the phone
 * is back online, never in a loop.
 */
export function startAgain(): void {
  let last: number | null = null;
  try {
    last = Number(sessionStorage.getItem(START_RETRY_KEY)) || 0;
    sessionStorage.setItem(START_RETRY_KEY, String(Date.now()));
  } catch {
    // No storage to tell a first failure from a second: only the online event below.
  }
  if (last !== null && Date.now() - last > START_RETRY_GAP_MS) window.location.reload();
  else window.addEventListener('online', () => window.location.reload(), { once: true });
}
