// Resolves once the page has painted its first content (the browser's first-contentful-paint
// entry), at once when nothing will be painted first (a background tab, a browser without paint
// timing), and after `maxWaitMs` at the latest. The QR landing starts the framework's files after
// its prerendered page is on screen (src/main.tsx, docs/decisions/029), as /welcome's boot script
// does (vite/prerender-plugin.ts): files that arrive before the first paint only compete with it.
export function firstPaint(win: Window & typeof globalThis, maxWaitMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    try {
      const Observer = win.PerformanceObserver;
      if (
        typeof Observer === 'undefined' ||
        win.document.visibilityState === 'hidden' ||
        !Observer.supportedEntryTypes?.includes('paint')
      ) {
        resolve();
        return;
      }
      const observer = new Observer((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
      win.setTimeout(() => {
        observer.disconnect();
        resolve();
      }, maxWaitMs);
    } catch {
      resolve();
    }
  });
}
