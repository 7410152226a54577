// A tap is a press and a release on the same element: the browser sends `click` only when both hit
// it. When the app takes over a painted page (its prerendered markup replaced by React's), a press
// made on the painted link and released on React's is no click at all, and the driver's tap is
// lost. The entry watches presses from its start and takes the page over only once none is held
// (after the release and the click it makes).

export type PointerWatch = {
  /** Settles at once when no pointer is pressed, else after the release and its click. */
  released: () => Promise<void>;
  /** Stops watching. */
  stop: () => void;
};

export function watchPointers(doc: Document): PointerWatch {
  const pressed = new Set<number>();
  let waiting: (() => void)[] = [];
  const press = (event: PointerEvent) => pressed.add(event.pointerId);
  const release = (event: PointerEvent) => {
    pressed.delete(event.pointerId);
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
  return {
    released: () =>
      pressed.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
    stop: () => {
      doc.removeEventListener('pointerdown', press, options);
      doc.removeEventListener('pointerup', release, options);
      doc.removeEventListener('pointercancel', release, options);
    },
  };
}
