/**
 * Keeps a control the keyboard focuses clear of the page's sticky bars (`[data-sticky-top]`,
 * `[data-sticky-bottom]`), never under them (WCAG 2.4.11): once the browser has scrolled it into
 * view, a control that a bar covers is scrolled out from under it. Not CSS `scroll-padding` or
 * `scroll-margin`: with either on the page, WebKit's own scrolling into view (WebDriver's click
 * on a control below the fold) left the control out of view (docs/decisions/048).
 */
export function keepFocusClearOfBars(doc: Document): () => void {
  const win = doc.defaultView ?? window;
  const GAP = 8;
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    // A dialog or the menu is above the bars, and the page under it is not to move.
    if (!(target instanceof Element) || target.closest('[role="dialog"], .MuiModal-root')) return;
    win.requestAnimationFrame(() => {
      if (doc.activeElement !== target) return;
      const top = doc.querySelector('[data-sticky-top]');
      const bottom = doc.querySelector('[data-sticky-bottom]');
      if (top?.contains(target) || bottom?.contains(target)) return;
      const box = target.getBoundingClientRect();
      const topEdge = top ? top.getBoundingClientRect().bottom : 0;
      const bottomEdge = bottom ? bottom.getBoundingClientRect().top : win.innerHeight;
      if (box.top < topEdge) win.scrollBy(0, box.top - topEdge - GAP);
      else if (box.bottom > bottomEdge)
        win.scrollBy(0, Math.min(box.bottom - bottomEdge + GAP, box.top - topEdge - GAP));
    });
  };
  doc.addEventListener('focusin', onFocus);
  return () => doc.removeEventListener('focusin', onFocus);
}
