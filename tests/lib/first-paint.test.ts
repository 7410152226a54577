import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaint } from '@/lib/first-paint';

// The entry waits for a prerendered page's first contentful paint before it asks for the framework
// (src/lib/first-paint.ts, src/main.tsx).

type Callback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A browser whose paint timing this test reports, one entry name at a time. */
function paintObserved(types = ['paint']) {
  const callbacks: Callback[] = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = types;
      constructor(callback: Callback) {
        callbacks.push(callback);
      }
      observe() {}
    },
  );
  const paint = (name: string) =>
    callbacks.forEach((callback) =>
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect }),
    );
  return { paint, disconnect };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('firstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('settles on the first contentful paint, not on an earlier paint', async () => {
    vi.useFakeTimers();
    const browser = paintObserved();
    const painted = firstPaint();
    browser.paint('first-paint');
    expect(await settled(painted)).toBe(false);
    browser.paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(browser.disconnect).toHaveBeenCalledOnce();
  });

  it('settles after 1 s when no paint is reported', async () => {
    vi.useFakeTimers();
    paintObserved();
    const painted = firstPaint();
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });

  it('settles at once when the browser reports no paint timing, or the page is hidden', async () => {
    vi.useFakeTimers();
    paintObserved([]);
    expect(await settled(firstPaint())).toBe(true);
    paintObserved();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    expect(await settled(firstPaint())).toBe(true);
  });
});
