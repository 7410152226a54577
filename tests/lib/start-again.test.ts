import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchLinksFollowed } from '@/lib/link-followed';
import { LEAVING_GRACE_MS, START_RETRY_KEY, startOrAgain } from '@/lib/start-again';

// A failed start loads the page again; a start that fails because the driver is leaving the page
// (its loads aborted by the navigation) must not reload over the page the driver asked for.

function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, {
    location: { reload },
    sessionStorage,
    setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  }) as unknown as Window;
  return { win, reload, target };
}

/** A start that fails when `fail` is called. */
function pendingStart() {
  let fail: () => void = () => undefined;
  const promise = new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('aborted'))));
  return { start: () => promise, fail };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

/** A tap on a plain link to `href` (with `attributes`), as the page's window sees its click. */
function tapLink(
  target: EventTarget,
  href: string,
  { attributes = {}, prevented = false }: { attributes?: Record<string, string>; prevented?: boolean } = {},
) {
  const link = document.createElement('a');
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  if (prevented) click.preventDefault();
  Object.defineProperty(click, 'target', { value: link });
  target.dispatchEvent(click);
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startOrAgain', () => {
  it('loads the page again when the start fails while the driver is on the page', async () => {
    const { win, reload } = fakeWindow();
    const { start, fail } = pendingStart();
    startOrAgain(start, win);
    fail();
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(START_RETRY_KEY)).not.toBeNull();
  });

  it.each(['beforeunload', 'pagehide'])(
    'does not reload over a navigation away (%s before the start fails)',
    async (event) => {
      const { win, reload, target } = fakeWindow();
      const { start, fail } = pendingStart();
      startOrAgain(start, win);
      target.dispatchEvent(new Event(event));
      fail();
      await flush();
      // The new page would replace this one within the grace: nothing reloads meanwhile.
      await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS - 1);
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('does not reload over a tap on a plain link (seen by the guard), which some browsers follow with no beforeunload', async () => {
    const { win, reload, target } = fakeWindow();
    watchLinksFollowed(win);
    const { start, fail } = pendingStart();
    startOrAgain(start, win);
    tapLink(target, '/hourly?z=RI-Z1');
    fail();
    await flush();
    await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload over a tap on a plain link made before the entry ran (seen by the guard)', async () => {
    const { win, reload, target } = fakeWindow();
    // The language guard watches from the page's start; the entry comes later.
    watchLinksFollowed(win);
    tapLink(target, '/hourly?z=RI-Z1');
    const { start, fail } = pendingStart();
    startOrAgain(start, win);
    fail();
    await flush();
    await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('takes a link the app handles itself (its default prevented) for no navigation away', async () => {
    const { win, reload, target } = fakeWindow();
    watchLinksFollowed(win);
    const { start, fail } = pendingStart();
    startOrAgain(start, win);
    tapLink(target, '/hourly', { prevented: true });
    fail();
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['download', 'ticket.pdf', '/invoice.pdf'],
    ['target', '_blank', '/invoice.pdf'],
    ['class', 'skip-link', '#main'],
  ])('takes a link with %s="%s" (this page stays) for no navigation away', async (name, value, href) => {
    const { win, reload, target } = fakeWindow();
    watchLinksFollowed(win);
    const { start, fail } = pendingStart();
    startOrAgain(start, win);
    tapLink(target, href, { attributes: { [name]: value } });
    fail();
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts the failure after all when the page is still here once the grace is over', async () => {
    const { win, reload, target } = fakeWindow();
    const { start, fail } = pendingStart();
    startOrAgain(start, win);
    target.dispatchEvent(new Event('beforeunload'));
    fail();
    await flush();
    await vi.advanceTimersByTimeAsync(LEAVING_GRACE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts the failure at once when the back/forward cache shows the page being left again', async () => {
    const { win, reload, target } = fakeWindow();
    const { start, fail } = pendingStart();
    startOrAgain(start, win);
    target.dispatchEvent(new Event('pagehide'));
    fail();
    await flush();
    target.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    await flush();
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the navigation watch once the start has succeeded', async () => {
    const { win, reload } = fakeWindow();
    const removed = vi.spyOn(win, 'removeEventListener');
    startOrAgain(() => Promise.resolve(), win);
    await flush();
    expect(removed.mock.calls.map(([name]) => name).sort()).toEqual(['beforeunload', 'pagehide']);
    expect(reload).not.toHaveBeenCalled();
  });
});
