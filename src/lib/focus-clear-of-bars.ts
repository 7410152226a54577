/**
 * Keeps a control the keyboard focuses clear of the page's sticky bars (`[data-sticky-top]`,
 * `[data-sticky-bottom]`), never under them (WCAG 2.4.11): once the browser has scrolled it into
 * view, a control that a bar covers is scrolled out from under it. A control focused by its own
 * press stays where it was pressed. Not CSS `scroll-padding` or `scroll-margin`: with either on
 * the page, WebKit's own scrolling into view (WebDriver's click on a control below the fold) left
 * the control out of view (docs/decisions/048).
 */
export function keepFocusClearOfBars(doc: Document): () => void {
  const win = doc.defaultView ?? window;
  const GAP = 8;
  // What a finger or the mouse pressed last, until a key is pressed. A control that takes the focus
  // from its press is where it was pressed: moved before the release, it would leave the finger
  // or the mouse on something else and lose the click (a tile showing a sliver above the screen's
  // foot, say).
  let pressed: EventTarget | null = null;
  const onPress = (event: PointerEvent) => (pressed = event.target);
  const onKey = () => (pressed = null);
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    // A dialog or the menu is above the bars, and the page under it is not to move.
    if (!(target instanceof Element) || target.closest('[role="dialog"], .MuiModal-root')) return;
    if (pressed instanceof Node && target.contains(pressed)) return;
    win.requestAnimationFrame(() => {
      if (doc.activeElement !== target) return;
      const top = doc.querySelector('[data-sticky-top]');
      const bottom = doc.querySelector('[data-sticky-bottom]');
      if (top?.contains(target)) return;
      const box = target.getBoundingClientRect();
      const topEdge = top ? top.getBoundingClientRect().bottom : 0;
      // The price bar sticks to the screen's foot, but only within its form: on a short screen it
      // can cover the form's first field where it is and move up with it as the page scrolls, and
      // past the form's end it goes up with the page, its own controls under the top bar. A control
      // is kept above where the bar stays once stuck, and the bar's own below the top bar. On the
      // shortest screens the bar does not stick (src/features/ticket/price-bar.tsx).
      const sticks = bottom && !bottom.contains(target) && win.getComputedStyle(bottom).position === 'sticky';
      const bar = sticks ? bottom.getBoundingClientRect() : undefined;
      const bottomEdge = bar ? Math.min(bar.top, win.innerHeight - bar.height) : win.innerHeight;
      if (box.top < topEdge) win.scrollBy(0, box.top - topEdge - GAP);
      else if (box.bottom > bottomEdge)
        win.scrollBy(0, Math.min(box.bottom - bottomEdge + GAP, box.top - topEdge - GAP));
    });
  };
  const listening = new AbortController();
  const options = { capture: true, passive: true, signal: listening.signal };
  doc.addEventListener('pointerdown', onPress, options);
  doc.addEventListener('keydown', onKey, options);
  doc.addEventListener('focusin', onFocus, { signal: listening.signal });
  return () => listening.abort();
}
