import { afterEach, describe, expect, test } from 'vitest';
import { linkFollowed, markFollowed, watchLinksFollowed } from '@/lib/link-followed';
import { watchPointers, type PointerWatch } from '@/lib/pointer-release';

// The entry takes a painted page over only once no press is held on it (src/main.tsx), so that a
// tap pressed on the painted link and released later is still a click.

function pointer(type: string, pointerId = 1) {
  document.body.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { pointerId }));
}

let watch: PointerWatch;
afterEach(() => watch.stop());

test('nothing pressed: the app may take over at once', async () => {
  watch = watchPointers(document);
  await expect(watch.released()).resolves.toBeUndefined();
});

test('a press held: the takeover waits for its release, and for the click after it', async () => {
  watch = watchPointers(document);
  const order: string[] = [];
  pointer('pointerdown');
  const released = watch.released().then(() => order.push('takeover'));
  await new Promise((resolve) => setTimeout(resolve));
  expect(order).toEqual([]);
  pointer('pointerup');
  // The browser sends the click in the same task as the release.
  document.body.addEventListener('click', () => order.push('click'), { once: true });
  document.body.click();
  await released;
  expect(order).toEqual(['click', 'takeover']);
});

test('two fingers: it waits for both; a cancelled press (a scroll) counts as let go', async () => {
  watch = watchPointers(document);
  let done = false;
  pointer('pointerdown', 1);
  pointer('pointerdown', 2);
  const released = watch.released().then(() => (done = true));
  pointer('pointerup', 1);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done).toBe(false);
  pointer('pointercancel', 2);
  await released;
  expect(done).toBe(true);
});

test('stopped: presses are no longer watched', async () => {
  watch = watchPointers(document);
  watch.stop();
  pointer('pointerdown');
  await expect(watch.released()).resolves.toBeUndefined();
});

describe('a press begun on a painted link and let go on the app’s, after React replaced it', () => {
  function page(href: string) {
    document.body.innerHTML = `<div id="root"><a href="${href}"><span>Satna karta</span></a></div>`;
    return document.getElementById('root')!;
  }
  function press(type: string, target: Element) {
    target.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { pointerId: 1 }));
  }
  function appReplaces(root: Element, href: string) {
    const link = document.createElement('a');
    link.href = href;
    link.innerHTML = '<span>Satna karta</span>';
    const clicks: string[] = [];
    link.addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push(event.isTrusted ? 'browser' : 'given');
    });
    root.replaceChildren(link);
    return { link, clicks };
  }
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test('gets its click on the app’s link to the same address', async () => {
    const root = page('/hourly?z=RI-Z1');
    watch = watchPointers(document);
    await watch.released();
    press('pointerdown', root.querySelector('span')!);
    const app = appReplaces(root, '/hourly?z=RI-Z1');
    press('pointerup', app.link.querySelector('span')!);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app.clicks).toEqual(['given']);
  });

  test('is clicked once when the browser clicked itself', async () => {
    const root = page('/hourly?z=RI-Z1');
    watch = watchPointers(document);
    press('pointerdown', root.querySelector('a')!);
    const app = appReplaces(root, '/hourly?z=RI-Z1');
    press('pointerup', app.link);
    app.link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app.clicks).toHaveLength(1);
  });

  test('is no click when let go on a link elsewhere, or after a scroll', async () => {
    const root = page('/hourly?z=RI-Z1');
    watch = watchPointers(document);
    press('pointerdown', root.querySelector('a')!);
    const other = appReplaces(root, '/daily?z=RI-Z1');
    press('pointerup', other.link);
    const again = page('/hourly?z=RI-Z1');
    press('pointerdown', again.querySelector('a')!);
    const scrolled = appReplaces(again, '/hourly?z=RI-Z1');
    press('pointercancel', scrolled.link);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([...other.clicks, ...scrolled.clicks]).toEqual([]);
  });

  /** The entry's watch on the painted `root`, which the app then replaces with its link to `href`. */
  async function takenOver(root: Element, href = '/hourly?z=RI-Z1', inTheSameCommit = () => {}) {
    watch = watchPointers(document);
    watch.stopOnceReplaced(root);
    const app = appReplaces(root, href);
    inTheSameCommit();
    await new Promise((resolve) => setTimeout(resolve, 10));
    return app;
  }

  test('a link focused on the painted page (a keyboard) is focused on the app’s copy of it', async () => {
    const root = page('/hourly?z=RI-Z1');
    root.querySelector('a')!.focus();
    const app = await takenOver(root);
    expect(app.link).toHaveFocus();
  });

  test('the skip link keeps the focus too, though its target’s id is the app’s own', async () => {
    document.body.innerHTML = '<div id="root"><a href="#hr-r-main">Preskoči na sadržaj</a></div>';
    const root = document.getElementById('root')!;
    root.querySelector('a')!.focus();
    const skip = document.createElement('a');
    skip.href = '#r1';
    skip.textContent = 'Preskoči na sadržaj';
    const app = await takenOver(root, '/hourly?z=RI-Z1', () => root.prepend(skip));
    expect(skip).toHaveFocus();
    expect(app.link).not.toHaveFocus();
  });

  test('the focus is left where it is when no painted link had it', async () => {
    const app = await takenOver(page('/hourly?z=RI-Z1'));
    expect(app.link).not.toHaveFocus();
    expect(app.link).not.toHaveAttribute('aria-busy');
  });

  test('a painted link followed while the app was drawn: the app’s copy shows it busy until its page comes', async () => {
    const root = page('/hourly?z=RI-Z1');
    watchLinksFollowed(window);
    // As the guard notes a tap on the painted tile (src/lib/link-followed.ts).
    markFollowed(window, root.querySelector('a')!);
    const app = await takenOver(root);
    expect(app.link).toHaveAttribute('aria-busy', 'true');
    expect(linkFollowed(window)).toBe(app.link);
    // Given back by the back/forward cache: the page is no longer left, its tile no longer busy.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(app.link).not.toHaveAttribute('aria-busy');
    expect(linkFollowed(window)).toBeUndefined();
  });

  test('the focus is left where the app has placed it', async () => {
    const root = page('/hourly?z=RI-Z1');
    root.querySelector('a')!.focus();
    const field = document.createElement('input');
    const app = await takenOver(root, '/hourly?z=RI-Z1', () => {
      root.append(field);
      field.focus();
    });
    expect(field).toHaveFocus();
    expect(app.link).not.toHaveFocus();
  });

  test('the watch ends once the page is replaced and no press is held', async () => {
    const root = page('/hourly?z=RI-Z1');
    watch = watchPointers(document);
    watch.stopOnceReplaced(root);
    const app = appReplaces(root, '/hourly?z=RI-Z1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Watched no more: a press that starts now is the browser's alone.
    const painted = document.createElement('a');
    painted.href = '/hourly?z=RI-Z1';
    document.body.append(painted);
    press('pointerdown', painted);
    painted.remove();
    press('pointerup', app.link);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app.clicks).toEqual([]);
  });
});
