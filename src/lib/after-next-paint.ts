/**
 * Runs `task` in a task of its own once the browser has painted the next frame: the answer to a
 * tap (a pending state) shows first, and the work the tap asks for (a route's render, the loading
 * of its code) comes after it instead of holding that frame back. A hidden page paints no frames:
 * there the task only waits for the current one to end.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    window.setTimeout(task, 0);
    return;
  }
  window.requestAnimationFrame(() => window.setTimeout(task, 0));
}
