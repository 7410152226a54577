/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms), or after `fallbackMs`
 * where there is no `requestIdleCallback` (Safari). For work that must not compete with the page's
 * own loading: fonts, the likely next screen, a toast's code. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout: number, fallbackMs = timeout): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(task, { timeout });
  return () => window.cancelIdleCallback(idle);
}
