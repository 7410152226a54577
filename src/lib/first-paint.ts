// The entry waits for a prerendered page's first paint: nothing of the app competes with it (decision 040).

/** Settles once the page has painted: at once if it will not be (hidden, no paint timing), 1 s at most. */
export function firstPaint(win: Window & typeof globalThis = window): Promise<void> {
  return new Promise((resolve) => {
    if (!win.PerformanceObserver?.supportedEntryTypes?.includes('paint') || win.document.hidden)
      return resolve();
    new win.PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    win.setTimeout(resolve, 1000);
  });
}
