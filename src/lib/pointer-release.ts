// A tap is a press and a release on the same element: a press on a painted page's link released on
// React's copy of it would be no click. So the entry takes over once no press is held (`released()`:
// after the release and its click), and a press begun before React's first commit and released on the
// app's link to the same address gets its click from here, until `stopOnceReplaced(root)`. A link
// focused on the painted page (a keyboard's Tab) is focused again on the app's copy of it, and one
// followed while the app was drawn shows its copy busy until its page comes.
import { linkFollowed, markFollowed } from './link-followed';

export type PointerWatch = ReturnType<typeof watchPointers>;

const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

const isJump = (link: HTMLAnchorElement) => link.getAttribute('href')?.startsWith('#') === true;
/** The app's copy of a painted link: the same address, or the same words for a jump within the page. */
const copyOf = (painted: HTMLAnchorElement) => (link: HTMLAnchorElement) =>
  link.href === painted.href || (isJump(link) && isJump(painted) && link.textContent === painted.textContent);

export function watchPointers(doc: Document) {
  const win = doc.defaultView ?? window;
  const pressed = new Map<number, HTMLAnchorElement | null>();
  const waiting: (() => void)[] = [];
  let focused = linkOf(doc.activeElement);
  const press = (event: PointerEvent) => pressed.set(event.pointerId, linkOf(event.target));
  const release = (event: PointerEvent) => {
    const link = pressed.get(event.pointerId);
    pressed.delete(event.pointerId);
    const now = event.type === 'pointerup' ? linkOf(event.target) : null;
    if (link && now && now !== link && !link.isConnected && now.href === link.href) {
      // Clicked after this task, unless the browser has clicked something itself.
      let clicked = false;
      const seen = () => (clicked = true);
      doc.addEventListener('click', seen, { capture: true, once: true });
      setTimeout(() => {
        doc.removeEventListener('click', seen, { capture: true });
        if (!clicked) now.click();
      });
    }
    // The click comes right after the release, in the same task: the waiters go on after it.
    if (pressed.size === 0) setTimeout(() => waiting.splice(0).forEach((resolve) => resolve()));
  };
  const listening = new AbortController();
  const options = { capture: true, passive: true, signal: listening.signal };
  doc.addEventListener('pointerdown', press, options);
  doc.addEventListener('pointerup', release, options);
  doc.addEventListener('pointercancel', release, options);
  doc.addEventListener('focusin', (event) => (focused = linkOf(event.target)), options);
  const stop = () => listening.abort();
  const released = () =>
    pressed.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
  const stopOnceReplaced = (root: Element) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      const appCopy = (painted: HTMLAnchorElement) => [...root.querySelectorAll('a')].find(copyOf(painted));
      // The painted link that had the focus is gone, and the focus with it: the app's copy takes it.
      if (focused && !focused.isConnected && !root.contains(doc.activeElement))
        appCopy(focused)?.focus({ preventScroll: true });
      const followed = linkFollowed(win);
      const copy = followed && !followed.isConnected && appCopy(followed);
      if (copy) markFollowed(win, copy);
      void released().then(stop);
    });
    observer.observe(root, { childList: true });
  };
  return { released, stopOnceReplaced, stop };
}
