// Whether a plain link of this page was followed, watched from the guard (a tile can be tapped before the
// entry runs): for src/lib/start-again.ts, a navigation away is no failed start. No imports.
const FOLLOWED = '__vpaLinkFollowed';

/** Whether `event` is a click that follows a link to another page in this tab. */
function followsLink(event: Event): boolean {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return (
    !!link &&
    !event.defaultPrevented &&
    !link.hasAttribute('download') &&
    link.getAttribute('target') !== '_blank'
  );
}

/** From now on, notes such a click (a click listener costs the back/forward cache nothing). */
export const watchLinksFollowed = (win: Window) =>
  win.addEventListener('click', (event) => followsLink(event) && Reflect.set(win, FOLLOWED, true));

export const linkFollowed = (win: Window) => Reflect.get(win, FOLLOWED) === true;
