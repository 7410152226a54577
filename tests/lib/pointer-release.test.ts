import { afterEach, expect, test } from 'vitest';
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
