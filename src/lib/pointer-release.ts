// A tap is a press and a release on the same element: the browser sends `click` only when both hit
// it. When the app takes over a painted page (its prerendered markup replaced by React's), a press
// made on the painted link and released on React's is no click at all, and the driver's tap is
// lost. The entry watches presses from its start and takes the page over only once none is held
// (after the release and the click it makes). A press that begins after that, in the moment before
// React's first commit replaces the painted page, and ends on the app's link to the same address,
// gets its click from here; the watch ends once the page has been replaced and no press is held.

export type PointerWatch = {
  /** Settles at once when no pointer is pressed, else after the release and its click. */
  released: () => Promise<void>;
  /** Stops watching once `root`'s content has been replaced (the app's first commit) and no press is held. */
  stopOnceReplaced: (root: Element) => void;
  /** Stops watching. */
  stop: () => void;
};

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}

export function watchPointers(doc: Document): PointerWatch {
  const pressed = new Map<number, HTMLAnchorElement | null>();
  let waiting: (() => void)[] = [];
  /** Clicks `link` after this task unless the browser has clicked something itself. */
  const clickUnlessClicked = (link: HTMLAnchorElement) => {
    let clicked = false;
    const seen = () => (clicked = true);
    doc.addEventListener('click', seen, { capture: true, once: true });
    setTimeout(() => {
      doc.removeEventListener('click', seen, { capture: true });
      if (!clicked) link.click();
    });
  };
  const press = (event: PointerEvent) => pressed.set(event.pointerId, linkOf(event.target));
  const release = (event: PointerEvent) => {
    const link = pressed.get(event.pointerId);
    pressed.delete(event.pointerId);
    const now = event.type === 'pointerup' ? linkOf(event.target) : null;
    if (link && now && now !== link && !link.isConnected && now.href === link.href) clickUnlessClicked(now);
    if (pressed.size > 0) return;
    // The click comes right after the release, in the same task: the waiters go on after it.
    setTimeout(() => {
      const done = waiting;
      waiting = [];
      for (const resolve of done) resolve();
    });
  };
  const options = { capture: true, passive: true } as const;
  doc.addEventListener('pointerdown', press, options);
  doc.addEventListener('pointerup', release, options);
  doc.addEventListener('pointercancel', release, options);
  const released = () =>
    pressed.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
  const stop = () => {
    doc.removeEventListener('pointerdown', press, options);
    doc.removeEventListener('pointerup', release, options);
    doc.removeEventListener('pointercancel', release, options);
  };
  return {
    released,
    stop,
    stopOnceReplaced: (root) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        void released().then(stop);
      });
      observer.observe(root, { childList: true });
    },
  };
}
